import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { SEARCH_FALLBACK_HEADER, SEARCH_ROUTE_HEADER, SEARCH_UNDERSTOOD_HEADER } from '@spaceshare/shared/rules/search-fallback';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, testConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { StatementNames } from '../db/kept-plans.js';
import { containerKind } from '../modules/containers/kind.js';
import { gigKind } from '../modules/gigs/kind.js';
import { buildListQueries } from '../modules/listings/service.js';
import type { ContainerListQuery, GigListQuery } from '@spaceshare/shared/schemas/list-query';
import { startFloor } from './floor.js';
import { LONG_TAIL_KINDS, longTailUrls, sweepUrls, type LongTailKind } from './long-tail.js';
import { seedBench } from './seed.js';
import { runWsLatencyBench } from './ws-latency.js';

// Listings benchmark. The parent process drives autocannon; one child process owns the database, seeds
// 100,000 gigs and 20,000 containers and serves the real app; a second child serves a bare Fastify
// instance that answers the very same bytes from memory. Comparing the two in one run keeps the ratio
// meaningful on a noisy machine. Database: PGlite in a temp dir, or a fresh PostgreSQL database created (and
// dropped) beside BENCH_DATABASE_URL / DATABASE_URL.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const GIGS = Number(process.env.BENCH_GIGS ?? 100_000);
const CONTAINERS = Number(process.env.BENCH_CONTAINERS ?? 20_000);
/**
 * PostgreSQL connections: DATABASE_POOL_SIZE as an operator would set it for a database on this
 * machine, twice its cores and one (decision 0810); the bench's database runs beside the app.
 */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 2 * os.availableParallelism() + 1);
/** The production default (3 s) unless set; 0 measures every request going to the database. */
const CACHE_TTL_MS = Number(process.env.BENCH_CACHE_TTL_MS ?? 3000);

/** Long-tail section: distinct URLs per kind (0 skips the section) and seconds per run. */
const LONG_TAIL_URLS = Number(process.env.BENCH_LONG_TAIL_URLS ?? 1500);
const LONG_TAIL_SECONDS = Number(process.env.BENCH_LONG_TAIL_SECONDS ?? 8);
/**
 * Seconds of the same requests before each kind is measured (decision 0810): a server in production
 * has compiled its code paths and prepared its statements on every connection; one that has served
 * for a second has not (route searches ran at half speed in their first seconds). Nothing answered in
 * the warm-up is reused: the response cache is off, and the count cache's entries lapse before the
 * measurement starts.
 */
const LONG_TAIL_WARMUP_SECONDS = Number(process.env.BENCH_LONG_TAIL_WARMUP_SECONDS ?? 8);
/** Only these long-tail kinds (comma-separated), e.g. 'route search'; all by default. */
const LONG_TAIL_ONLY = process.env.BENCH_LONG_TAIL_KINDS?.split(',').map((kind) => kind.trim()) ?? null;
/** Explore shapes the long tail does not ask, timed one at a time (sweepUrls; 0 skips the sweep). */
const SWEEP_URLS = Number(process.env.BENCH_SWEEP_URLS ?? 1500);
/** BENCH_ONLY_LONG_TAIL=1 skips the fixed-URL scenarios and the WebSocket section. */
const ONLY_LONG_TAIL = process.env.BENCH_ONLY_LONG_TAIL === '1';

type Scenario = { name: string; path: string; kind: 'list' | 'single' };
type BareRoute = { headers: Record<string, string>; body: string };
type LongTail = { cachedPort: number; uncachedPort: number; floorPort: number; urls: Record<LongTailKind, string[]> };
type Ready = {
  type: 'ready';
  appPort: number;
  db: string;
  scenarios: Scenario[];
  bareRoutes: BareRoute[];
  /** The long tail's answers by URL, for the bare server. */
  bareByUrl: Record<string, BareRoute>;
  longTail: LongTail | null;
  seedMs: number;
};

/** Child process: a bare Fastify answering fixed bytes per route, nothing else. */
async function serveBare() {
  const bare = Fastify({ logger: false });
  process.once('message', async ({ routes, byUrl }: { routes: BareRoute[]; byUrl: Record<string, BareRoute> }) => {
    for (const [index, route] of routes.entries()) {
      const body = Buffer.from(route.body, 'base64');
      bare.get(`/bare/${index}`, (_request, reply) => reply.headers(route.headers).send(body));
    }
    // The long tail: the app's own URLs, answered from a map.
    const answers = new Map(
      Object.entries(byUrl).map(([url, route]) => [url, { headers: route.headers, body: Buffer.from(route.body, 'base64') }]),
    );
    bare.get('/api/*', (request, reply) => {
      const answer = answers.get(request.url);
      if (!answer) return reply.status(404).send();
      return reply.headers(answer.headers).send(answer.body);
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    process.send?.({ type: 'ready', port: (bare.server.address() as { port: number }).port });
  });
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'stop') void bare.close().then(() => process.exit(0));
  });
}

const SCENARIOS: Scenario[] = [
  { name: 'GET /api/gigs?search=China to Ghana', path: '/api/gigs?search=China%20to%20Ghana', kind: 'list' },
  { name: 'GET /api/gigs?min=50&max=80&sort=createdAt', path: '/api/gigs?min=50&max=80&sort=createdAt', kind: 'list' },
  { name: 'GET /api/gigs/single/:id', path: '/api/gigs/single/:id', kind: 'single' },
  { name: 'GET /api/containers?containerType=40ft', path: '/api/containers?containerType=40ft', kind: 'list' },
  { name: 'GET /api/gigs (Explore default)', path: '/api/gigs', kind: 'list' },
  { name: 'GET /api/gigs?search=Accraa (typo)', path: '/api/gigs?search=Accraa', kind: 'list' },
];

// ---------------------------------------------------------------- child: database + servers

async function serve() {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  let database: Database;
  let cleanup: () => Promise<void>;
  let label: string;
  if (adminUrl) {
    const name = `spaceshare_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await createDatabase({ url: url.toString(), poolSize: POOL_SIZE });
    label = 'postgres';
    cleanup = async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spaceshare-bench-'));
    database = await createDatabase({ dataDir: dir });
    label = 'pglite';
    cleanup = async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await database.migrate();
  const seedStart = performance.now();
  await seedBench(database, { gigs: GIGS, containers: CONTAINERS });
  const seedMs = performance.now() - seedStart;

  // The production defaults but for the database and logs (testConfig turns the caches off).
  const production = loadConfig({});
  const appConfig = {
    ...testConfig(),
    logLevel: 'silent' as const,
    databaseUrl: adminUrl ? 'postgres://bench' : undefined,
    countCacheTtlMs: production.countCacheTtlMs,
    placeCacheTtlMs: production.placeCacheTtlMs,
  };
  const app = await buildApp({ config: { ...appConfig, responseCacheTtlMs: CACHE_TTL_MS }, database });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const single = await firstOpenGigId(database);
  const scenarios = SCENARIOS.map((s) => ({ ...s, path: s.path.replace(':id', single) }));

  // The bare server (its own process, so an in-process PGlite busy with the app's queries cannot
  // starve it) answers each scenario's real response bytes and headers from memory.
  const bareRoutes: BareRoute[] = [];
  for (const scenario of scenarios) bareRoutes.push(await answerOf(app, scenario.path));

  const { longTail, bareByUrl, closeLongTail } = await startLongTail(database, app, appConfig);

  const explain = await explainPlans(database);
  const send = (message: unknown) => process.send?.(message);
  send({ type: 'explain', text: explain });
  if (SWEEP_URLS > 0) send({ type: 'sweep', text: await sweep(database, appConfig, label) });
  send({
    type: 'ready',
    appPort: (app.server.address() as { port: number }).port,
    db: label,
    bareRoutes,
    bareByUrl,
    longTail,
    scenarios,
    seedMs,
  } satisfies Ready);

  process.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await closeLongTail();
    await app.close();
    await cleanup();
    process.exit(0);
  });
}

/** The app's answer to `url` (status 200 required): the bytes and headers the bare server repeats. */
async function answerOf(app: FastifyInstance, url: string): Promise<BareRoute> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  const headers: Record<string, string> = { 'content-type': String(res.headers['content-type']) };
  for (const name of ['x-total-count', 'x-total-count-capped', SEARCH_FALLBACK_HEADER, SEARCH_ROUTE_HEADER, SEARCH_UNDERSTOOD_HEADER]) {
    if (res.headers[name]) headers[name] = String(res.headers[name]);
  }
  return { headers, body: res.rawPayload.toString('base64') };
}

/**
 * The long tail: the app once more with the response cache off (every request reaches the database)
 * and once with the production cache, each on its own port over the same database, and the floor
 * server (the app's page statement alone, see floor.ts); the answers of every URL go to the bare server.
 */
async function startLongTail(database: Database, cachedApp: FastifyInstance, config: Parameters<typeof buildApp>[0]['config']) {
  if (LONG_TAIL_URLS <= 0) return { longTail: null, bareByUrl: {}, closeLongTail: async () => {} };
  const uncached = await buildApp({ config: { ...config, responseCacheTtlMs: 0 }, database });
  await uncached.listen({ port: 0, host: '127.0.0.1' });
  const cached = CACHE_TTL_MS > 0 ? cachedApp : await buildApp({ config: { ...config, responseCacheTtlMs: 3000 }, database });
  if (cached !== cachedApp) await cached.listen({ port: 0, host: '127.0.0.1' });
  const ids = (await database.db.execute(
    sql`select id from gigs where is_completed = false and deleted_at is null and expires_at > now() order by md5(id) limit ${LONG_TAIL_URLS}`,
  )) as unknown as { rows: Array<{ id: string }> };
  const urls = longTailUrls(
    ids.rows.map((row) => row.id),
    LONG_TAIL_URLS,
  );
  const bareByUrl: Record<string, BareRoute> = {};
  for (const list of Object.values(urls)) for (const url of list) bareByUrl[url] = await answerOf(uncached, url);
  const floor = await startFloor(database.db, Object.values(urls).flat());
  const port = (app: FastifyInstance) => (app.server.address() as { port: number }).port;
  return {
    longTail: { cachedPort: port(cached), uncachedPort: port(uncached), floorPort: floor.port, urls },
    bareByUrl,
    closeLongTail: async () => {
      await floor.close();
      await uncached.close();
      if (cached !== cachedApp) await cached.close();
    },
  };
}

/**
 * The sweep: every URL of sweepUrls served one at a time by the app with the response cache off,
 * twice, the faster kept (the second finds its count and built queries kept, as busy URLs do).
 */
async function sweep(database: Database, config: Parameters<typeof buildApp>[0]['config'], db: string): Promise<string> {
  const app = await buildApp({ config: { ...config, responseCacheTtlMs: 0 }, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const urls = sweepUrls(await busySellerId(database), SWEEP_URLS);
  const times: Array<[number, string]> = [];
  try {
    for (const url of urls) {
      let best = Infinity;
      for (let pass = 0; pass < 2; pass++) {
        const start = performance.now();
        const res = await fetch(origin + url);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`sweep: ${url} answered ${res.status}`);
        best = Math.min(best, performance.now() - start);
      }
      times.push([best, url]);
    }
  } finally {
    await app.close();
  }
  times.sort((a, b) => a[0] - b[0]);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]![0].toFixed(1);
  const mean = (times.reduce((sum, [ms]) => sum + ms, 0) / times.length).toFixed(1);
  return [
    `## Explore sweep — ${db}`,
    '',
    `${times.length} URLs the long tail does not ask (\`sweepUrls\`), served one at a time with the response cache off, ` +
      'each twice, the faster kept (ms, HTTP included).',
    '',
    '| mean | p50 | p90 | p99 | max |',
    '|---:|---:|---:|---:|---:|',
    `| ${mean} | ${at(0.5)} | ${at(0.9)} | ${at(0.99)} | ${at(1)} |`,
    '',
    '| Slowest URLs | ms |',
    '|---|---:|',
    ...times.slice(-15).reverse().map(([ms, url]) => `| \`${decodeURIComponent(url)}\` | ${ms.toFixed(1)} |`),
  ].join('\n');
}

async function firstOpenGigId(database: Database): Promise<string> {
  const result = (await database.db.execute(
    sql`select id from gigs where is_completed = false and deleted_at is null and expires_at > now() order by id limit 1 offset 777`,
  )) as unknown as { rows: Array<{ id: string }> };
  return result.rows[0]!.id;
}

/** A seller with many listings, for the userId (My Gigs) shape. */
async function busySellerId(database: Database): Promise<string> {
  const result = (await database.db.execute(
    sql`select user_id from gigs group by user_id order by count(*) desc limit 1`,
  )) as unknown as { rows: Array<{ user_id: string }> };
  return result.rows[0]!.user_id;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the exact queries the app runs, for every shape an Explore page can
 * ask: search (route by country, city and code, a typo, plain words), cat, min/max, each sort, a deep
 * page, a large limit, containerType and userId.
 */
async function explainPlans(database: Database): Promise<string> {
  const db = database.db;
  const sellerId = await busySellerId(database);
  const gigShapes: Array<[string, GigListQuery]> = [
    ['gigs (Explore default)', { sort: 'sales', page: 1, limit: 24 }],
    ['gigs search "China to Ghana"', { search: 'China to Ghana', sort: 'sales', page: 1, limit: 24 }],
    ['gigs search "Guangzhou to Accra" sort=createdAt page=2', { search: 'Guangzhou to Accra', sort: 'createdAt', page: 2, limit: 24 }],
    ['gigs search "CN to KE"', { search: 'CN to KE', sort: 'popular', page: 1, limit: 24 }],
    ['gigs search "from Yiwu"', { search: 'from Yiwu', sort: 'sales', page: 1, limit: 24 }],
    ['gigs search "Accraa" (typo)', { search: 'Accraa', sort: 'sales', page: 1, limit: 24 }],
    ['gigs search "Lagoss to Nairobbi" (typos)', { search: 'Lagoss to Nairobbi', sort: 'sales', page: 1, limit: 24 }],
    ['gigs search "electronics" (title word)', { search: 'electronics', sort: 'sales', page: 1, limit: 24 }],
    ['gigs search "Los Angees" (a phrase: a typo of a two-word city)', { search: 'Los Angees', sort: 'popular', page: 1, limit: 24 }],
    ['gigs search "South Africa" (a place of two words, searched as one)', { search: 'South Africa', sort: 'sales', page: 1, limit: 24 }],
    ['gigs cat=luggage-transport', { cat: 'luggage-transport', sort: 'sales', page: 1, limit: 24 }],
    ['gigs cat=design (a category no gig has: the home page\'s destination cards)', { cat: 'design', sort: 'sales', page: 1, limit: 24 }],
    ['gigs min=50 max=80 sort=createdAt page=3', { min: 50, max: 80, sort: 'createdAt', page: 3, limit: 24 }],
    ['gigs min=40 sort=popular limit=100', { min: 40, sort: 'popular', page: 1, limit: 100 }],
    ['gigs userId (My Gigs)', { userId: sellerId, sort: 'createdAt', page: 1, limit: 24 }],
  ];
  const containerShapes: Array<[string, ContainerListQuery]> = [
    ['containers containerType=40ft', { containerType: '40ft', sort: 'createdAt', page: 1, limit: 24 }],
    ['containers search "China to Ghana"', { search: 'China to Ghana', containerType: undefined, sort: 'createdAt', page: 1, limit: 24 }],
    ['containers search "Beijing" containerType=40ft-HC min=1200 page=3', { search: 'Beijing', containerType: '40ft-HC', min: 1200, sort: 'createdAt', page: 3, limit: 24 }],
    ['containers min=100 max=300 sort=price page=2', { min: 100, max: 300, containerType: undefined, sort: 'price', page: 2, limit: 24 }],
  ];
  type Explainable = { page: { getSQL(): SQL }; count: { getSQL(): SQL } };
  const dialect = new PgDialect({ casing: 'snake_case' }); // the app's, for the text it sends
  const cases: Array<[string, Explainable]> = [];
  for (const [name, q] of gigShapes) cases.push([name, await buildListQueries(db, gigKind, q)]);
  for (const [name, q] of containerShapes) cases.push([name, await buildListQueries(db, containerKind, q)]);
  const out: string[] = [];
  const kept = new StatementNames();
  for (const [name, queries] of cases) {
    for (const part of ['page', 'count'] as const) {
      const statement = queries[part].getSQL();
      const query = dialect.sqlToQuery(statement);
      // As the app runs it: a kept statement's generic plan, or a plan for the values (0814).
      const generic = kept.keptOf(query.sql)?.generic ?? false;
      const lines = generic ? await explainGeneric(db, query) : planLines(await db.execute(sql`${EXPLAIN} ${statement}`));
      out.push(`### ${name} — ${part} query${generic ? ' (generic plan)' : ''}`, '', '```', ...lines, '```', '');
    }
  }
  return out.join('\n');
}

/** A parameter as an SQL literal, for EXECUTE (whose arguments cannot be bound parameters). */
const literal = (value: unknown) => (typeof value === 'number' ? String(value) : pg.escapeLiteral(String(value)));

const EXPLAIN = sql.raw('explain (analyze, buffers, costs off, timing on)');
const planLines = (result: unknown) => (result as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0] ?? '');

/**
 * EXPLAIN (ANALYZE, BUFFERS) of `query` prepared and run on its generic plan, as the app runs a kept
 * statement (plan_cache_mode for this transaction only).
 */
async function explainGeneric(db: Database['db'], query: Query): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare explained as ${query.sql}`));
    const result = await tx.execute(sql`${EXPLAIN} ${sql.raw(`execute explained(${query.params.map(literal).join(', ')})`)}`);
    await tx.execute(sql`deallocate explained`);
    return planLines(result);
  });
}

// ---------------------------------------------------------------- parent: load generator

type Row = { scenario: Scenario; app: Result; bare: Result };
const children: ChildProcess[] = [];

async function measure(url: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds });
}

async function main() {
  // BENCH_CPU_PROF=dir writes a CPU profile of the app's process (database + app) into dir.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    stdio: 'inherit',
    execArgv: [...process.execArgv, ...profile],
  });
  children.push(child);
  let explain = '';
  let sweepTable = '';
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.on('message', (message: { type: string; text?: string }) => {
      if (message.type === 'explain') explain = message.text ?? '';
      if (message.type === 'sweep') sweepTable = message.text ?? '';
      if (message.type === 'ready') resolve(message as Ready);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  console.info(`seeded ${GIGS} gigs and ${CONTAINERS} containers on ${ready.db} in ${(ready.seedMs / 1000).toFixed(1)} s`);
  const bareChild = fork(fileURLToPath(import.meta.url), ['--bare'], { stdio: 'inherit' });
  children.push(bareChild);
  const barePort = await new Promise<number>((resolve) => {
    bareChild.once('message', (message: { port: number }) => resolve(message.port));
    bareChild.send({ routes: ready.bareRoutes, byUrl: ready.bareByUrl });
  });
  const drain = () => fetch(`http://127.0.0.1:${ready.appPort}/api/health`).then((r) => r.arrayBuffer());

  const rows: Row[] = [];
  for (const [index, scenario] of ONLY_LONG_TAIL ? [] : ready.scenarios.entries()) {
    const appUrl = `http://127.0.0.1:${ready.appPort}${scenario.path}`;
    const bareUrl = `http://127.0.0.1:${barePort}/bare/${index}`;
    await measure(appUrl, 1); // warm-up: JIT, plan caches, pool
    await drain();
    await measure(bareUrl, 1);
    const app = await measure(appUrl, SECONDS);
    await drain(); // requests still queued inside the app must not overlap the bare run
    const bare = await measure(bareUrl, SECONDS);
    if (app.non2xx > 0) throw new Error(`${scenario.name}: ${app.non2xx} non-2xx answers`);
    rows.push({ scenario, app, bare });
    console.info(`${scenario.name}: ${Math.round(app.requests.average)} req/s (bare ${Math.round(bare.requests.average)}), p99 ${app.latency.p99} ms`);
  }
  const longTailRows = ready.longTail ? await measureLongTail(ready.longTail, barePort, drain) : [];
  bareChild.send({ type: 'stop' });
  child.send({ type: 'stop' });
  await Promise.all([bareChild, child].map((c) => new Promise((resolve) => c.once('exit', resolve))));

  const table = [
    ...(rows.length > 0 ? [report(ready.db, rows)] : []),
    ...(longTailRows.length > 0 ? [longTailReport(ready.db, longTailRows)] : []),
    ...(sweepTable ? [sweepTable] : []),
  ].join('\n\n');
  console.info(`\n${table}`);
  const dir = path.resolve(process.cwd(), 'bench-results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `listings-${ready.db}-${stamp}.md`);
  writeFileSync(file, `${table}\n\n## Query plans (${ready.db})\n\n${explain}`);
  console.info(`written to ${path.relative(process.cwd(), file)}`);
  if (!ONLY_LONG_TAIL) await runWsLatencyBench({ databaseUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined });
}

type LongTailRow = { kind: LongTailKind; urls: number; uncached: Result; cached: Result; floor: Result; bare: Result };

/** autocannon with every request's path drawn at random from `paths`. */
function measureRandom(origin: string, paths: string[], seconds: number) {
  return autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)]! }) }],
  });
}

async function measureLongTail(longTail: LongTail, barePort: number, drain: () => Promise<unknown>): Promise<LongTailRow[]> {
  const rows: LongTailRow[] = [];
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  for (const kind of LONG_TAIL_KINDS.filter((k) => !LONG_TAIL_ONLY || LONG_TAIL_ONLY.includes(k))) {
    const paths = longTail.urls[kind];
    await measureRandom(origin(longTail.uncachedPort), paths, LONG_TAIL_WARMUP_SECONDS);
    await drain();
    await sleep(loadConfig({}).countCacheTtlMs); // the counts of the warm-up lapse
    const uncached = await measureRandom(origin(longTail.uncachedPort), paths, LONG_TAIL_SECONDS);
    await drain();
    const cached = await measureRandom(origin(longTail.cachedPort), paths, LONG_TAIL_SECONDS);
    await drain();
    await measureRandom(origin(longTail.floorPort), paths, 1); // its own code's warm-up
    const floor = await measureRandom(origin(longTail.floorPort), paths, LONG_TAIL_SECONDS);
    await drain();
    const bare = await measureRandom(origin(barePort), paths, LONG_TAIL_SECONDS);
    for (const [label, result] of [['cache off', uncached], ['cache on', cached], ['floor', floor], ['bare', bare]] as const) {
      if (result.non2xx > 0) throw new Error(`long tail ${kind} (${label}): ${result.non2xx} non-2xx answers`);
    }
    rows.push({ kind, urls: paths.length, uncached, cached, floor, bare });
    console.info(
      `long tail ${kind}: ${Math.round(uncached.requests.average)} req/s cache off (p99 ${uncached.latency.p99} ms), ` +
        `${Math.round(cached.requests.average)} cache on, floor ${Math.round(floor.requests.average)}, bare ${Math.round(bare.requests.average)}`,
    );
  }
  return rows;
}

function longTailReport(db: string, rows: LongTailRow[]): string {
  const p99Target = db === 'postgres' ? 50 : 100;
  const lines = [
    `## Long tail — ${db}`,
    '',
    `Requests drawn at random from the distinct URLs of each kind; ${CONNECTIONS} connections, ${LONG_TAIL_SECONDS} s per run; ` +
      `the bare server answers the app's bytes for the same URLs. Targets with the cache off: p99 ≤ ${p99Target} ms` +
      `${db === 'postgres' ? ' and ≥ 20 % of bare' : ''}. The floor is a minimal server running only the app's page statement ` +
      'for each URL (floor.ts): what any answer read from this database can reach on this machine.',
    '',
    '| Kind | URLs | App req/s (cache off) | p50 ms | p99 ms | App req/s (cache on) | p99 ms | Floor req/s | Bare req/s | Off / bare | Floor / bare | Off / floor | Target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const percent = (part: Result, whole: Result) => `${((100 * part.requests.average) / whole.requests.average).toFixed(0)} %`;
  for (const { kind, urls, uncached, cached, floor, bare } of rows) {
    const ratio = uncached.requests.average / bare.requests.average;
    const ok = uncached.latency.p99 <= p99Target && (db !== 'postgres' || ratio >= 0.2);
    lines.push(
      `| ${kind} | ${urls} | ${Math.round(uncached.requests.average)} | ${uncached.latency.p50} | ${uncached.latency.p99} | ` +
        `${Math.round(cached.requests.average)} | ${cached.latency.p99} | ${Math.round(floor.requests.average)} | ${Math.round(bare.requests.average)} | ` +
        `${percent(uncached, bare)} | ${percent(floor, bare)} | ${percent(uncached, floor)} | ${ok ? '✓' : '✗'} |`,
    );
  }
  return lines.join('\n');
}

function report(db: string, rows: Row[]): string {
  const lines = [
    `# Listings benchmark — ${db}`,
    '',
    `${GIGS} gigs, ${CONTAINERS} containers; autocannon ${CONNECTIONS} connections, ${SECONDS} s per run; ` +
      `Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}); ` +
      `response micro-cache ${CACHE_TTL_MS > 0 ? `${CACHE_TTL_MS} ms` : 'off'}.`,
    '',
    '| Endpoint | App req/s | App p50 ms | App p99 ms | App timeouts | Bare req/s | Bare p50 ms | Bare p99 ms | App / bare | Target (PostgreSQL) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { scenario, app, bare } of rows) {
    const ratio = app.requests.average / bare.requests.average;
    const minRatio = scenario.kind === 'single' ? 0.6 : 0.4;
    const ok = ratio >= minRatio && (scenario.kind === 'single' || app.latency.p99 <= 25);
    const target = scenario.kind === 'single' ? '≥ 60 %' : 'p99 ≤ 25 ms, ≥ 40 %';
    lines.push(
      `| ${scenario.name} | ${Math.round(app.requests.average)} | ${app.latency.p50} | ${app.latency.p99} | ${app.errors} | ` +
        `${Math.round(bare.requests.average)} | ${bare.latency.p50} | ${bare.latency.p99} | ${(ratio * 100).toFixed(0)} % | ` +
        `${target} ${ok ? '✓' : '✗'} |`,
    );
  }
  return lines.join('\n');
}

if (process.argv.includes('--bare')) {
  void serveBare();
} else if (process.argv.includes('--serve')) {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
  // Children must not outlive a failed run.
  process.on('exit', () => {
    for (const c of children) c.kill();
  });
}
