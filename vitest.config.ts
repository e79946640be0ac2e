import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers for the 2-core machine; API files each open their own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          // One migrated, seeded database every test file's database is copied from.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Files of one worker share its modules (the app, the in-memory inventory's engines): each file
          // still opens its own app over its own database and starts with nothing sold.
          isolate: false,
          setupFiles: ['apps/server/test/test-file-setup.ts'],
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
