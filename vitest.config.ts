import { defineConfig } from 'vitest/config';

// The global setup's runtime imports the module-level logger before its own body runs, so the
// level must be set before any import of it: here, in the process that runs the global setup.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'infra/**/*.test.ts'],
    globalSetup: ['test/setup/emulators.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
