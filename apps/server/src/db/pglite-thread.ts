import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { fromWire, type RequestBody, type Response } from './pglite-wire.js';

// PGlite on a thread of its own. PGlite runs each query synchronously on the thread that calls it:
// on the app's thread a container search held the event loop for 10-20 ms, so one connection's
// request ran start to finish while the others' waited unread in their sockets, in no fair order
// (p50 330 ms, p99 3-6 s at 32 connections, though no request took over 50 ms inside the app). On
// its own thread the database queues statements in arrival order, and the app's thread keeps
// reading, routing and serialising on the other core meanwhile.
//
// This object offers what drizzle's PGlite driver and our own code call on a PGlite: query,
// transaction (whose callback gets a `query`), exec, dumpDataDir and close.

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
/**
 * The compiled worker beside this file; running from TypeScript (tests, the bench), a script that
 * loads the worker's source through tsx.
 */
function startWorker(workerData: unknown): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', here), { workerData });
  // require.resolve finds the CommonJS entry; its ESM twin sits beside it.
  const tsx = pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const source = new URL('./pglite-worker.ts', here).href;
  const script = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(here)}))`;
  return new Worker(script, { eval: true, workerData });
}

/** The type ids that drizzle's parsers keep as text (it passes identity parsers for dates and intervals). */
const textTypesOf = (options?: QueryOptions) => Object.keys(options?.parsers ?? {}).map(Number);

export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTx = 1;
  closed = false;

  /** Statements (and other requests) sent and not yet answered, the running one included. */
  get unanswered(): number {
    return this.pending.size;
  }

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (response: Response) => {
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      if (this.pending.size === 0) worker.unref();
      if (response.error) waiting.reject(fromWire(response.error));
      else waiting.resolve(response.result);
    });
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', (code) => {
      this.closed = true;
      this.failAll(new Error(`the database thread exited (${code})`));
    });
  }

  /**
   * Starts the thread and waits for its database to open (files in `dataDir`, or in memory), loaded
   * from the dump `from` when given.
   */
  static async create(dataDir: string | undefined, from?: Blob): Promise<PGliteThread> {
    const worker = startWorker({ dataDir, from: from && (await from.arrayBuffer()) });
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      const onExit = (code: number) => reject(new Error(`the database thread exited (${code}) while opening`));
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.once('message', () => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve();
      });
    });
    worker.unref();
    return new PGliteThread(worker);
  }

  private failAll(err: Error) {
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  private ask<T>(request: RequestBody): Promise<T> {
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // The thread keeps the process alive only while an answer is awaited, as a socket would.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private queryIn<T>(tx: number | undefined, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.ask<Results<T>>({
      op: 'query',
      ...(tx !== undefined && { tx }),
      text,
      params,
      rowMode: options?.rowMode ?? 'object',
      textTypes: textTypesOf(options),
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Array<Results>> {
    return this.ask({ op: 'exec', text });
  }

  /** Holds the database's transaction lock until `fn` settles: commit on success, else rollback. */
  async transaction<T>(fn: (tx: { query: PGliteThread['query'] }) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.ask({ op: 'begin', tx });
    let result: T;
    try {
      result = await fn({ query: (text, params, options) => this.queryIn(tx, text, params, options) });
    } catch (err) {
      await this.ask({ op: 'end', tx, commit: false }).catch(() => {});
      throw err;
    }
    await this.ask({ op: 'end', tx, commit: true });
    return result;
  }

  /** A consistent gzip tarball of the data directory (PGlite's own dump). */
  async dumpDataDir(_compression: 'gzip'): Promise<Blob> {
    const bytes = await this.ask<ArrayBuffer>({ op: 'dump' });
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.ask({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }
}
