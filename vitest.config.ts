import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Pure functions: one process runs file after file without loading the modules again (14 s
          // against 47 s for the whole project here).
          isolate: false,
          // A guard against a hung test, not a check of speed: the document readers' tests start worker
          // processes, which took over the default 5 s on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup-audit-key.ts'],
          environment: 'node',
          // Guards against a hung test or hook, not checks of speed (the benchmarks measure that): CI runs
          // these beside the browser tests on two cores, where a file's setup took over 60 s and the fuzz
          // four minutes on a machine running at half its speed.
          testTimeout: 120_000,
          hookTimeout: 360_000,
          pool: 'forks',
          // A fork runs one test file after another without loading the server's modules again for each
          // (half the suite's processor time): each file still starts servers on databases of its own.
          isolate: false,
        },
      },
    ],
  },
});
