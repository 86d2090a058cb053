import { defineConfig } from 'vitest/config';

// The global setup's runtime imports the module-level logger before its own body runs, so the
// level must be set before any import of it: here, in the process that runs the global setup.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'infra/**/*.test.ts'],
    globalSetup: ['test/setup/emulators.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single one on a two-core CI runner,
    // where most of the suite's time is spent waiting on emulators, servers and timeouts.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
