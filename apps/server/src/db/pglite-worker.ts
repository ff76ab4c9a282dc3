import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { keepPlans } from './kept-plans.js';
import { toWire, type Request, type Response } from './pglite-wire.js';

// The embedded database's own thread (see pglite-thread.ts): PGlite runs its queries synchronously,
// so on the app's thread every query held up reading and answering every other connection.

const port = parentPort!;
const { dataDir, from } = workerData as { dataDir: string | undefined; from: ArrayBuffer | undefined };
const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(from && { loadDataDir: new Blob([from]) }) });
await keepPlans(client);

/** What drizzle passes as parsers: these type ids come back as PostgreSQL's text. */
const asText = (value: string) => value;
const optionsOf = (request: { rowMode: 'array' | 'object'; textTypes: number[] }): QueryOptions => ({
  rowMode: request.rowMode,
  ...(request.textTypes.length > 0 && { parsers: Object.fromEntries(request.textTypes.map((type) => [type, asText])) }),
});

/** Open transactions: their statements in order, and the transaction's turn to take the next one. */
type Channel = { queued: Request[]; waiting: ((request: Request) => void) | null };
const transactions = new Map<number, Channel>();

const nextOf = (channel: Channel) =>
  new Promise<Request>((resolve) => {
    const queued = channel.queued.shift();
    if (queued) resolve(queued);
    else channel.waiting = resolve;
  });

function handOver(channel: Channel, request: Request) {
  const waiting = channel.waiting;
  channel.waiting = null;
  if (waiting) waiting(request);
  else channel.queued.push(request);
}

const ROLLBACK = new Error('rollback');

const reply = (response: Response, transfer: ArrayBuffer[] = []) => port.postMessage(response, transfer);
const fail = (id: number, err: unknown) => reply({ id, error: toWire(err) });
/** Replies to request `id` with what `work` settles to; settles once the reply is sent. */
const answer = (id: number, work: Promise<unknown>, transfer?: (result: unknown) => ArrayBuffer[]) =>
  work.then(
    (result) => reply({ id, result: result ?? null }, transfer?.(result)),
    (err: unknown) => fail(id, err),
  );

function runTransaction(id: number, tx: number) {
  let endId: number | null = null;
  const channel: Channel = { queued: [], waiting: null };
  transactions.set(tx, channel);
  client
    .transaction(async (t: Transaction) => {
      reply({ id, result: null });
      for (;;) {
        const next = await nextOf(channel);
        if (next.op === 'end') {
          transactions.delete(tx);
          endId = next.id;
          if (next.commit) return;
          // PGlite rolls back when the callback throws.
          throw ROLLBACK;
        }
        if (next.op !== 'query') continue;
        // Answered in order: the next statement is taken once this one is done.
        await answer(next.id, t.query(next.text, next.params, optionsOf(next)));
      }
    })
    .then(
      () => reply({ id: endId!, result: null }),
      (err: unknown) => {
        transactions.delete(tx);
        if (err === ROLLBACK) reply({ id: endId!, result: null });
        // BEGIN or COMMIT itself failed.
        else fail(endId ?? id, err);
      },
    );
}

port.on('message', (request: Request) => {
  if ('tx' in request && request.tx !== undefined && request.op !== 'begin') {
    const channel = transactions.get(request.tx);
    if (channel) return handOver(channel, request);
    return fail(request.id, new Error('Transaction is closed'));
  }
  switch (request.op) {
    case 'query':
      return void answer(request.id, client.query(request.text, request.params, optionsOf(request)));
    case 'exec':
      return void answer(request.id, client.exec(request.text));
    case 'begin':
      return runTransaction(request.id, request.tx);
    case 'dump':
      // The tarball's bytes move to the app's thread instead of being copied.
      return void answer(
        request.id,
        client.dumpDataDir('gzip').then((blob) => blob.arrayBuffer()),
        (bytes) => [bytes as ArrayBuffer],
      );
    case 'close':
      return void answer(request.id, client.close());
  }
});

port.postMessage({ ready: true });
