import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { linguiPlugins, webAliases } from './vite.config.js';

const apiProject = (name: string, database: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/test-setup/fail-on-console-error.ts'],
    env: { SAARTHI_TEST_DB: database },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

// Integration tests run on embedded PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set
// (as .ci/run does), so one `npm test` covers both databases.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test-setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'catalogues',
          include: ['src/web/locales/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        plugins: [...linguiPlugins(), react()],
        resolve: { alias: webAliases },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: ['src/web/locales/**'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup/fail-on-console-error.ts', 'src/test-setup/web.ts'],
        },
      },
    ],
  },
});
