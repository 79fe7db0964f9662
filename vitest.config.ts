import { defineConfig } from 'vitest/config';

// Four projects: pure shared rules, the repository's own lint rules, server integration tests (real PostgreSQL and Redis, one
// database cloned from a migrated template per test file), and browser end-to-end tests.
export default defineConfig({
  test: {
    // Two cores: more workers than that only queue behind argon2 and PostgreSQL.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          setupFiles: ['./tests/setup/fastCheckReports.ts'],
          include: ['shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          setupFiles: ['./tests/setup/fastCheckReports.ts'],
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./server/src/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          setupFiles: ['./tests/setup/fastCheckReports.ts'],
          include: ['client/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'repo',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'system',
          setupFiles: ['./tests/setup/fastCheckReports.ts'],
          include: ['tests/system/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./server/src/test/globalSetup.ts'],
          testTimeout: 60_000,
          // A hook may start several processes one after another, each allowed 90 s on a busy machine.
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // expect.poll gives up after 1 s by default: too soon for a busy machine's first screen.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['./server/src/test/globalSetup.ts', './tests/e2e/buildClient.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
