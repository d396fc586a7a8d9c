import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// STYLE: shared imports neither side; web and server never import each other.
const restrict = (patterns, paths = []) => ['error', { patterns, paths }];

// Decision 005: code that reaches the browser builds schemas with zod/mini, whose unused parts
// drop out of the bundle; classic zod would be the largest library on the home page.
const classicZod = { name: 'zod', message: "Use zod/mini (import * as z from 'zod/mini'): this code ships to the browser." };

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'bench/results', 'bench/tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '**/web/**', '@/*'], message: 'src/shared is the contract: it imports neither server nor web.' },
        { group: ['fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'react', 'react-dom'], message: 'src/shared stays free of server and browser libraries.' },
      ], [classicZod]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/web/**', '@shared/*'], message: 'The server never imports the web app; import shared code by relative path.' }]),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'The web app never imports server code; use the contracts in @shared.' },
        { group: ['**/shared/**'], message: 'Import shared code through the @shared alias.' },
      ], [classicZod]),
    },
  },
);
