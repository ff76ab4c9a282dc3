/* eslint-disable no-console -- this file wraps the console to catch what tests write to it */
// A console error or warning, or a process warning, during a test fails that test (as epic-stack's
// setup does): noise that is ignored hides the one message that matters.
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

const KEY = Symbol.for('spaceshare.test.consoleProblems');
type Store = { problems: string[] };
const globals = globalThis as typeof globalThis & { [KEY]?: Store };

function install(): Store {
  const store: Store = { problems: [] };
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      store.problems.push(`console.${level}: ${format(...args)}`);
      original(...args);
    };
  }
  process.on('warning', (warning) => store.problems.push(`process warning: ${warning.name}: ${warning.message}`));
  return store;
}

const store = (globals[KEY] ??= install());

function failOnProblems(): void {
  const found = store.problems.splice(0);
  if (found.length > 0) throw new Error(`The test wrote to the console:\n${found.join('\n')}`);
}

beforeEach(() => {
  store.problems.length = 0;
});
afterEach(failOnProblems);
afterAll(failOnProblems);
