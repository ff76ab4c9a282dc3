import { serviceUnavailable } from './errors.js';

/**
 * Runs at most `concurrency` jobs at once with at most `queue` more waiting their turn, in order;
 * past that a job is refused at once with a 503 carrying `busyMessage`. For work that one small
 * request can make expensive (decoding an image), so that a burst of it waits in its own lane
 * instead of taking the thread pool that password checks and file reads share.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
    private readonly busyMessage: string,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.queue) throw serviceUnavailable(this.busyMessage);
      // The finishing job hands its place over, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Jobs running and waiting (for tests and metrics). */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
