import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    setupFiles: ['../../tools/vitest/fail-on-console.ts'],
    globalSetup: ['test/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
