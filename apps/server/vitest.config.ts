import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    // Vitest's default leaves a core idle (one worker on CI's two); PGlite and PostgreSQL tests both
    // finish sooner with a worker per core (decision 1601).
    maxWorkers: '100%',
    setupFiles: ['../../tools/vitest/fail-on-console.ts'],
    globalSetup: ['test/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
