import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const folder = (dir: string) => fileURLToPath(new URL(dir, import.meta.url));

/** The path aliases of the tsconfig `paths`, for both projects (a project does not inherit the root's). */
const alias = [
  { find: /^@server\//, replacement: folder('./apps/server/src/') },
  { find: /^@server-test\//, replacement: folder('./apps/server/test/') },
  { find: /^@web\//, replacement: folder('./apps/web/src/') },
];

export default defineConfig({
  test: {
    // Two workers for the 2-core machine; API files each open their own database.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Files of one worker share its modules: pure code keeps no state between files (a test that
          // stubs an environment variable or timers restores them), and each file no longer imports
          // the engines and their data anew.
          isolate: false,
          include: [
            'packages/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
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
