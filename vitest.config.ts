import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves a core to its main process by default: on this 2-core machine one test worker,
    // while the main process mostly waits. Two keep both cores busy (the Worker project still runs one
    // file at a time: fileParallelism false below).
    maxWorkers: 2,
    // Unit and integration files share their worker's modules instead of importing the app afresh
    // for each of 200 files: import was 41 % of both layers' time (integration 171 s → 93 s, unit
    // 27 s → 10 s; all pass with the files in shuffled order too, seeds 7 and 13). What this asks of
    // a test: build its world through its fixture (own database, own app, own clock) and leave no
    // global behind (process.env, timers, spies: restored in its afterEach).
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/setup/console.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/setup/console.ts'],
          isolate: false,
          // Seeds the embedded upstream's demo data once per run for the files to copy (seconds per file otherwise).
          globalSetup: ['tests/setup/upstream-templates.ts'],
          // Stories write the upstream's database as the ERP would and read it back at once; the read
          // cache (decision 0087) has its own tests, which turn it on.
          env: { UPSTREAM_READ_CACHE_SECONDS: '0' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The built Worker in workerd (wrangler dev) against libSQL over HTTP: slow to start, so
        // one file at a time with generous hook time for the build.
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['tests/setup/console.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
