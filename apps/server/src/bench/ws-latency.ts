import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { WebSocket } from 'ws';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { createSeller, createUser } from '../db/factories.js';
import { createRedis, type Redis } from '../lib/redis.js';
import { createSession } from '../plugins/auth.js';
import { startConversation } from '../modules/conversations/service.js';

// Message delivery latency over WebSocket: one participant POSTs /api/messages over real HTTP, the other
// receives {type:'message'} on /api/ws. Measured from just before the POST to the moment the event
// arrives, so it covers validation, the database transaction, the event bus (Redis when two instances)
// and the socket write. 200 connected users in 100 conversations; every pair takes turns.

export type WsLatencyOptions = {
  pairs?: number;
  /** Messages in all, spread evenly over the pairs, alternating sender within each pair. */
  messages?: number;
  /** Messages per second across all pairs, sent on a fixed schedule whether or not earlier ones are done. */
  rate?: number;
  /** Uncounted messages sent first. */
  warmUp?: number;
  redisUrl?: string;
  /**
   * Defaults to an in-memory PGlite. A postgres:// URL is used as an admin connection: a fresh database
   * is created beside it for the run and dropped afterwards.
   */
  databaseUrl?: string;
  log?: (line: string) => void;
};

export type WsLatencyResult = {
  name: string;
  instances: 1 | 2;
  users: number;
  messages: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
  throughput: number;
};

type Instance = { app: FastifyInstance; redis: Redis | null; base: string; wsBase: string };
type Participant = { id: string; token: string; instance: Instance; socket?: WebSocket };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

async function startInstance(database: Database, redisUrl: string | undefined, channel: string): Promise<Instance> {
  const redis = redisUrl ? createRedis(redisUrl) : null;
  const config = testConfig({ redisUrl, databaseUrl: undefined });
  const app = await buildApp({ config, database, redis, eventsChannel: channel });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, redis, base: `http://127.0.0.1:${port}`, wsBase: `ws://127.0.0.1:${port}` };
}

async function benchDatabase(adminUrl: string | undefined): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!adminUrl) {
    const database = await createDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `spaceshare_wsbench_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function redisAnswers(url: string): Promise<boolean> {
  const probe = createRedis(url);
  probe.on('error', () => {});
  try {
    return (await Promise.race([probe.ping(), new Promise((r) => setTimeout(() => r('timeout'), 1500))])) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function runScenario(
  instances: 1 | 2,
  options: Required<Pick<WsLatencyOptions, 'pairs' | 'messages' | 'rate'>> & WsLatencyOptions,
): Promise<WsLatencyResult> {
  const { pairs, messages, rate } = options;
  const { database, drop } = await benchDatabase(options.databaseUrl);
  const channel = `spaceshare:bench:${randomBytes(6).toString('hex')}`;
  const redisUrl = instances === 2 ? options.redisUrl : undefined;
  const nodes: Instance[] = [];
  for (let i = 0; i < instances; i++) nodes.push(await startInstance(database, redisUrl, channel));
  const db = database.db;

  // Buyers on the first instance, sellers on the last: with two instances every delivery crosses Redis.
  const conversations: Array<{ id: string; buyer: Participant; seller: Participant }> = [];
  for (let i = 0; i < pairs; i++) {
    const buyerRow = await createUser(db);
    const sellerRow = await createSeller(db);
    const buyer: Participant = { id: buyerRow.id, token: await createSession(db, buyerRow.id), instance: nodes[0]! };
    const seller: Participant = { id: sellerRow.id, token: await createSession(db, sellerRow.id), instance: nodes[nodes.length - 1]! };
    const { id } = await startConversation(db, buyer.id, seller.id);
    conversations.push({ id, buyer, seller });
  }

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let settle: (() => void) | undefined;
  const done = new Promise<void>((resolve) => (settle = resolve));

  await Promise.all(
    conversations.flatMap(({ buyer, seller }) =>
      [buyer, seller].map(
        (p) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`${p.instance.wsBase}/api/ws`, { headers: { cookie: `sid=${p.token}` } });
            p.socket = socket;
            socket.once('open', () => resolve());
            socket.once('error', reject);
            socket.on('message', (data) => {
              const event = JSON.parse(data.toString()) as { type: string; message?: { userId: string; desc: string } };
              if (event.type !== 'message' || !event.message || event.message.userId === p.id) return;
              const start = sentAt.get(event.message.desc);
              if (start === undefined) return;
              latencies.push(performance.now() - start);
              sentAt.delete(event.message.desc);
              if (latencies.length === messages) settle?.();
            });
          }),
      ),
    ),
  );

  let seq = 0;
  // A keep-alive agent of this run's own: a pooled socket must never outlive its server (ports get reused).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const post = (from: Participant, conversationId: string, desc: string) =>
    new Promise<void>((resolve, reject) => {
      const body = JSON.stringify({ conversationId, desc });
      const req = http.request(
        `${from.instance.base}/api/messages`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: `sid=${from.token}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            res.statusCode === 201
              ? resolve()
              : reject(new Error(`POST /api/messages answered ${res.statusCode}: ${Buffer.concat(chunks).toString()}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  // Warm-up, not counted: PGlite's WebAssembly and V8 need a few hundred requests to reach full speed.
  const warmUp = Array.from({ length: options.warmUp ?? 400 }, (_, i) => conversations[i % pairs]!);
  for (let i = 0; i < warmUp.length; i += 20) {
    await Promise.all(warmUp.slice(i, i + 20).map((c, j) => post(j % 2 ? c.seller : c.buyer, c.id, `warm-up ${i + j}`)));
  }

  const jobs = Array.from({ length: messages }, (_, i) => {
    const c = conversations[i % pairs]!;
    const round = Math.floor(i / pairs);
    return { c, from: round % 2 === 0 ? c.buyer : c.seller };
  });
  // Open loop: message i leaves at start + i/rate, so a slow response cannot hide queueing delay.
  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (const [i, { c, from }] of jobs.entries()) {
    const due = started + (i * 1000) / rate - performance.now();
    if (due > 1) await new Promise((resolve) => setTimeout(resolve, due));
    const desc = `bench ${++seq}`;
    sentAt.set(desc, performance.now());
    inFlight.push(post(from, c.id, desc));
  }
  await Promise.all(inFlight);
  const timeout = setTimeout(() => settle?.(), 10_000);
  await done;
  clearTimeout(timeout);
  const elapsed = (performance.now() - started) / 1000;

  agent.destroy();
  for (const c of conversations) for (const p of [c.buyer, c.seller]) p.socket?.terminate();
  for (const node of nodes) {
    await node.app.close();
    await node.redis?.quit();
  }
  await drop();

  if (latencies.length < messages) throw new Error(`only ${latencies.length} of ${messages} messages were delivered`);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name: instances === 1 ? 'one instance (in-process events)' : 'two instances (Redis pub/sub)',
    instances,
    users: pairs * 2,
    messages,
    rate,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
    throughput: Math.round(messages / elapsed),
  };
}

/** Runs the one-instance and (when Redis answers) the two-instance scenario and prints a table. */
export async function runWsLatencyBench(options: WsLatencyOptions = {}): Promise<WsLatencyResult[]> {
  const log = options.log ?? ((line: string) => console.info(line));
  const settings = {
    pairs: options.pairs ?? 100,
    messages: options.messages ?? 2000,
    rate: options.rate ?? 200,
    redisUrl: options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    databaseUrl: options.databaseUrl,
  };
  log(
    `\nWebSocket message delivery: ${settings.pairs * 2} connected users (${settings.pairs} conversations), ` +
      `${settings.messages} messages at ${settings.rate}/s, database ${settings.databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
  // A short uncounted run first: the first scenario in a fresh process otherwise pays for JIT tier-up.
  await runScenario(1, { ...settings, pairs: 20, messages: 400, warmUp: 200 });
  const results: WsLatencyResult[] = [await runScenario(1, settings)];
  if (await redisAnswers(settings.redisUrl)) results.push(await runScenario(2, settings));
  else log(`(no Redis at ${settings.redisUrl}: two-instance run skipped)`);
  log('| setup | users | messages | offered msg/s | achieved msg/s | p50 ms | p99 ms | max ms |');
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    log(`| ${r.name} | ${r.users} | ${r.messages} | ${r.rate} | ${r.throughput} | ${r.p50} | ${r.p99} | ${r.max} |`);
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const numberFrom = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  runWsLatencyBench({
    databaseUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined,
    rate: numberFrom('BENCH_WS_RATE'),
    messages: numberFrom('BENCH_WS_MESSAGES'),
  })
    .then(() => process.exit(0))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
