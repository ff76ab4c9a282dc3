import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` when the app is ready and every `everyMs` after, while it runs (0: never). Rounds never
 * overlap; a failed round is logged (`what failed`) and the next one tries again; closing waits for a
 * round under way. Each task is safe with several instances: it claims its rows in the database.
 * Answers a function that runs a round now, or right after the one under way (a job just queued).
 */
export function runPeriodically(app: FastifyInstance, what: string, everyMs: number, task: () => Promise<unknown>): () => void {
  if (everyMs <= 0) return () => {};
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const round = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = task()
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err }, `${what} failed`))
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          void round();
        }
      });
    return running;
  };
  const timer = setInterval(() => void round(), everyMs);
  timer.unref();
  app.addHook('onReady', async () => void round());
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return () => {
    if (!closed) void round();
  };
}
