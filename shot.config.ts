import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '.', testMatch: 'shot.spec.ts', workers: 1 });
