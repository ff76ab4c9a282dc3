import { defineProject } from 'vitest/config';

/** @public Read by Vitest as the `tools` project. */
export default defineProject({
  test: { name: 'tools', include: ['**/*.test.ts'], environment: 'node', setupFiles: ['./vitest/fail-on-console.ts'] },
});
