import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@spaceshare/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { UNMATCHED_ROUTE } from '../src/plugins/metrics.js';
import { signedInPerson } from './listing-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { LiveClient } from './live-client.js';

const TOKEN = 'test-metrics-token-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments skipped). */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include these; undefined when absent. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

describe('metrics configuration', () => {
  it('refuses a short token and a metrics port equal to the app port, in one clear line', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(new ConfigError('Invalid METRICS_TOKEN="short": must be at least 16 characters'));
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(new ConfigError('Invalid METRICS_PORT="4000": must differ from PORT'));
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(ConfigError);
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' })).toMatchObject({ metricsToken: TOKEN, metricsPort: 9464 });
  });

  it('serves nothing when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
      expect(t.app.metrics.adminAddress()).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  // The response cache is on, as in production: the metrics answer must never come from it.
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN, responseCacheTtlMs: 3000 });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    return { res, samples: parseMetrics(res.body) };
  };

  it('asks for the token with 401, refuses a wrong one with 403', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: MESSAGES.metricsTokenRequired });
    const basic = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(0, -1), 'a', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${wrong}` } });
      expect(res.statusCode, wrong).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.metricsTokenWrong });
    }
  });

  it('answers in the Prometheus text format, never cached', async () => {
    const { res } = await scrape();
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts requests and their durations by route pattern and status, never by raw URL', async () => {
    const ids = ['gig-one-404', 'gig-two-404', 'gig-three-404'];
    for (const id of ids) expect((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${id}` })).statusCode).toBe(404);
    // Only /api paths: a page path is the SPA's (200) once the web app is built.
    for (const path of ['/api/no-such-a', '/api/wp-login.php', '/api/no-such-b?x=1']) await t.app.inject({ method: 'GET', url: path });
    const { res, samples } = await scrape();
    const route = { method: 'GET', route: '/api/gigs/single/:id', status: '404' };
    expect(valueOf(samples, 'http_requests_total', route)).toBe(3);
    expect(valueOf(samples, 'http_request_duration_seconds_count', route)).toBe(3);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(3);
    expect(valueOf(samples, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(valueOf(samples, 'http_requests_total', { method: 'GET', route: UNMATCHED_ROUTE, status: '404' })).toBe(3);
    for (const raw of [...ids, 'no-such', 'wp-login']) expect(res.body).not.toContain(raw);
  });

  it('is not rate-limited: scrape after scrape answers, each with fresh counts', async () => {
    let last = 0;
    for (let i = 0; i < 30; i++) {
      await t.app.inject({ method: 'GET', url: '/api/gigs' });
      const count = valueOf((await scrape()).samples, 'http_requests_total', { method: 'GET', route: '/api/gigs', status: '200' });
      expect(count).toBe(last + 1);
      last = count!;
    }
  });

  it('includes the process figures, event-loop lag among them', async () => {
    const { samples } = await scrape();
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports the database pool of the driver in use', async () => {
    await t.app.inject({ method: 'GET', url: '/api/gigs' });
    const { samples } = await scrape();
    const driver = { driver: t.database.kind };
    if (t.database.kind === 'postgres') {
      // The test helper's pool size is 5: 5 connections for generic plans and 5 for the rest (0814).
      expect(valueOf(samples, 'db_pool_max_connections', driver)).toBe(10);
      expect(valueOf(samples, 'db_pool_open_connections', driver)).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'db_pool_idle_connections', driver)).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'db_pool_waiting_requests', driver)).toBe(0);
    } else {
      expect(valueOf(samples, 'db_pool_max_connections', driver)).toBe(1);
      expect(valueOf(samples, 'db_pool_open_connections', driver)).toBe(1);
      expect(valueOf(samples, 'db_pool_idle_connections')).toBeUndefined();
      // Statements queued for the database's thread: none once the request above is answered.
      expect(valueOf(samples, 'db_pool_waiting_requests', driver)).toBe(0);
    }
  });

  it('keeps apps in one process apart: each counts only its own requests', async () => {
    const other = await createTestApp({ metricsToken: TOKEN });
    try {
      await other.app.inject({ method: 'GET', url: '/api/health' });
      await other.app.inject({ method: 'GET', url: '/api/health' });
      const before = valueOf((await scrape()).samples, 'http_requests_total', { method: 'GET', route: '/api/health', status: '200' });
      const res = await other.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer });
      expect(valueOf(parseMetrics(res.body), 'http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(2);
      expect(before).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('live sockets in /api/metrics', () => {
  let t: TestApp;
  let wsUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(() => t.close());

  const gauges = async () => {
    const samples = parseMetrics((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer })).body);
    return { sockets: valueOf(samples, 'ws_open_sockets'), users: valueOf(samples, 'ws_connected_users') };
  };

  it('counts open sockets and the people behind them, and forgets closed ones', async () => {
    expect(await gauges()).toEqual({ sockets: 0, users: 0 });
    const who = await signedInPerson(t.db);
    const tabs = [await LiveClient.open(wsUrl, { cookie: who.cookie }), await LiveClient.open(wsUrl, { cookie: who.cookie })];
    expect(await gauges()).toEqual({ sockets: 2, users: 1 });
    await Promise.all(tabs.map((tab) => tab.close()));
    // The server sees the close a moment after the client: ask until it has (the test timeout bounds it).
    while ((await gauges()).sockets !== 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await gauges()).toEqual({ sockets: 0, users: 0 });
  });
});

describe('METRICS_PORT: metrics on a port of 127.0.0.1, without a token', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ metricsPort: 0 });
    const address = t.app.metrics.adminAddress()!;
    base = `http://${address.address}:${address.port}`;
  });
  afterAll(() => t.close());

  it('listens on the loopback interface only and serves /metrics there', async () => {
    expect(t.app.metrics.adminAddress()?.address).toBe('127.0.0.1');
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(valueOf(parseMetrics(await res.text()), 'http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(1);
  });

  it('answers anything else there with a JSON 404, and keeps /api/metrics off the public port', async () => {
    for (const [method, path] of [['GET', '/'], ['GET', '/api/metrics'], ['POST', '/metrics']] as const) {
      const res = await fetch(`${base}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });

  it('closes with the app, even with a scraper keeping its connection open', async () => {
    const other = await createTestApp({ metricsPort: 0 });
    const { port } = other.app.metrics.adminAddress()!;
    // fetch keeps the connection alive for the next scrape.
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
