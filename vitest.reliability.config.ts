import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the built server as several instances behind HAProxy on a
// PostgreSQL cluster of its own (reliability/cluster.ts). One file at a time: they share a machine.
export default defineConfig({
  test: {
    include: ['reliability/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    setupFiles: ['src/test-setup/fail-on-console-error.ts'],
  },
});
