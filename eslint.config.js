import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// STYLE: shared imports neither side; web and server never import each other.
const restrict = (patterns, paths = []) => ['error', { patterns, paths }];

// Decision 005: code that reaches the browser builds schemas with zod/mini, whose unused parts
// drop out of the bundle; classic zod would be the largest library on the home page.
const classicZod = {
  name: 'zod',
  message: "Use zod/mini (import * as z from 'zod/mini'): this code ships to the browser.",
};

// What no file of the web app imports.
const webImports = [
  {
    group: ['**/server/**'],
    message: 'The web app never imports server code; use the contracts in @shared.',
  },
  { group: ['**/shared/**'], message: 'Import shared code through the @shared alias.' },
];

// The partner portal is a lazy route group (src/web/routes.tsx): anything else that imported it
// would pull it into the storefront's bundle.
const storefrontKeepsOut = {
  group: ['**/partner/**', '**/ops/**'],
  message:
    'Only src/web/routes.tsx reaches into src/web/partner and src/web/ops (lazy route groups).',
};

// Each storefront feature stands on its own: what two features need (the site's contact details,
// the customer's profile, a booking draft) lives in lib/ or components/, so a feature can move,
// load lazily or go without dragging another one in. A feature may still load another's page
// lazily (import()), as the car page opens the booking dialog.
const featureKeepsToItself = {
  regex: '^\\.\\./(?!\\.\\./)[^/]+/|(^|/)features/',
  message:
    "A storefront feature does not import another feature's files: move what both need to lib/ or components/.",
};

// The layout frames every page: it reads what it shows (the site's contact details) through
// lib/, never from a feature, so no feature's code loads before the page that needs it.
const layoutKeepsOut = {
  group: ['**/features/**', '**/partner/**', '**/ops/**'],
  message: 'The layout reads through lib/ and components/, never from a feature or an area.',
};

// The portal builds on the shared pieces, not on the storefront's features.
const partnerKeepsOut = {
  group: ['**/features/**', '**/ops/**'],
  message:
    'The partner portal does not import storefront features: use components/, lib/, layout/ or @shared.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'drizzle',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results',
      'bench/tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // No import cycles: a cycle makes what a module sees at load time depend on who imported it
  // first, and keeps a lazy chunk from splitting off. Imports resolve as the build does: the
  // server's `.js` names its `.ts` file, and `@shared/` is src/shared.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@shared': [path.resolve(import.meta.dirname, 'src/shared')] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [
          {
            group: ['**/server/**', '**/web/**', '@/*'],
            message: 'src/shared is the contract: it imports neither server nor web.',
          },
          {
            group: [
              'fastify',
              'drizzle-orm',
              'drizzle-orm/*',
              'pg',
              '@electric-sql/*',
              'react',
              'react-dom',
            ],
            message: 'src/shared stays free of server and browser libraries.',
          },
        ],
        [classicZod],
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/web/**', '@shared/*'],
          message: 'The server never imports the web app; import shared code by relative path.',
        },
      ]),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([...webImports, storefrontKeepsOut], [classicZod]),
    },
  },
  // docs/product/marketplace.md#three-areas: each audience's area shares components/, lib/, layout/
  // and @shared, never another area's features. A later block replaces the rule's options (flat
  // config does not merge them), so each block repeats the web app's own restrictions.
  {
    files: ['src/web/partner/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([...webImports, partnerKeepsOut], [classicZod]),
    },
  },
  {
    files: ['src/web/ops/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [
          ...webImports,
          {
            group: ['**/features/**', '**/partner/**'],
            message:
              'The operator console does not import storefront features or the partner portal: use components/, lib/, layout/ or @shared.',
          },
        ],
        [classicZod],
      ),
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    ignores: ['src/web/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [...webImports, storefrontKeepsOut, featureKeepsToItself],
        [classicZod],
      ),
    },
  },
  {
    files: ['src/web/layout/**/*.{ts,tsx}'],
    ignores: ['src/web/layout/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([...webImports, layoutKeepsOut], [classicZod]),
    },
  },
  {
    // The route table is the one door into the partner area: its pages as lazy chunks.
    files: ['src/web/routes.tsx'],
    rules: { 'no-restricted-imports': restrict(webImports, [classicZod]) },
  },
  // A file does one job: past 400 lines of code it usually does several, and is split by job
  // (hooks, sections, one feature per folder). Tests and data are long by nature.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-data.ts',
      'src/web/test/**',
      'src/server/test/**',
      'src/server/db/seed/**',
      'src/server/modules/places/*-data.ts',
      'src/web/locales/**',
    ],
    rules: { 'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  // docs/product/storefront.md#languages: every word a reader sees comes from the message catalogues. Text in
  // a component or a web module must go through Lingui's macros (t, <Trans>, msg), so English
  // cannot slip in untranslated; code-like strings (classes, paths, keys, ids) are let through.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/test/**'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word without a capital (keys, ids, tokens, URLs, units such as "km").
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants and codes.
            '^[A-Z0-9_-]+$',
            // CSS classes and other space-separated lowercase tokens ("flex h-9 items-center").
            '^[a-z0-9:/\\[\\]().%_#-]+( [a-z0-9:/\\[\\]().%_#&>*=~+,-]+)+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            {
              regex: {
                pattern: '(Key|key|Id|id|Path|path|Url|url|Href|href|Class|class|Style|style)$',
              },
            },
            'src',
            'srcSet',
            'type',
            'id',
            'authorization',
            'width',
            'height',
            'to',
            'href',
            'rel',
            'target',
            'name',
            'role',
            'autoComplete',
            'inputMode',
            'method',
            'viewBox',
            'd',
            'fill',
            'stroke',
            'mode',
            'accept',
            'pattern',
            'sizes',
            'loading',
            'decoding',
            'variant',
            'size',
            'tone',
            'as',
            'lang',
            'dir',
            'dateTime',
            'position',
            'theme',
            'transition',
            'fetchPriority',
            'preload',
            'behavior',
            'block',
            'data-testid',
            'aria-hidden',
            'aria-live',
            'aria-haspopup',
            'aria-current',
            'aria-controls',
            'aria-describedby',
            'aria-labelledby',
            'aria-autocomplete',
            'aria-orientation',
            'aria-sort',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.querySelector',
            '*.querySelectorAll',
            '*.closest',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.setAttribute',
            '*.getAttribute',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.append',
            'apiRequest',
            'apiUrl',
            'fetch',
            'matchMedia',
            'window.matchMedia',
            'new URL',
            'URL',
            'URLSearchParams',
            'new URLSearchParams',
            'useSearchParams',
            'Intl.*',
            'navigate',
            'queryOptions',
            // The home strips' queries: their strings are paths and log messages.
            'useStrip',
            'useQuery',
            'useMutation',
            'RegExp',
            'new RegExp',
            'lazyPage',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
);
