import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Database } from '../db/client.js';
import { forbidden, unauthorized } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This app's metrics, not prom-client's global registry: several apps in one process (tests,
     * benchmarks) each count their own. Modules add their gauges to `registry`.
     */
    metrics: AppMetrics;
  }
}

export type AppMetrics = {
  registry: Registry;
  /** Adds a gauge whose value is read at scrape time only (nothing runs between scrapes). */
  gauge(name: string, help: string, read: () => number): void;
  /** Where METRICS_PORT's listener is bound, once the app is ready. */
  adminAddress(): AddressInfo | null;
};

export type MetricsOptions = {
  database: Database;
  /** Serves GET /api/metrics on the app's port to `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Serves GET /metrics, without a token, on this port of 127.0.0.1 (0: any free port). */
  port?: number | undefined;
};

/** One label for every request no route matched, so scanners cannot mint a series per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
const ADMIN_HOST = '127.0.0.1';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics. Off unless METRICS_TOKEN or METRICS_PORT is set: then nothing is collected,
 * no hook runs and /api/metrics is a 404.
 */
export function registerMetrics(app: FastifyInstance, { database, token, port }: MetricsOptions) {
  const registry = new Registry();
  let admin: Server | null = null;
  const metrics: AppMetrics = {
    registry,
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
    adminAddress: () => (admin?.address() as AddressInfo | null) ?? null,
  };
  app.decorate('metrics', metrics);
  if (token === undefined && port === undefined) return;

  collectDefaultMetrics({ register: registry });
  registerRequestMetrics(app, registry);
  registerGauges(app, registry, database);

  if (token !== undefined) {
    const expected = digest(`Bearer ${token}`);
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = request.headers.authorization;
      if (!given?.startsWith('Bearer ')) throw unauthorized(MESSAGES.metricsTokenRequired);
      // Equal-length digests: the comparison takes the same time whatever the guess.
      if (!timingSafeEqual(digest(given), expected)) throw forbidden(MESSAGES.metricsTokenWrong);
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
    });
  }

  if (port !== undefined) {
    app.addHook('onReady', async () => {
      admin = await serveAdmin(registry, port);
    });
    app.addHook('onClose', async () => {
      if (!admin) return;
      const server = admin;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's keep-alive connection must not hold the shutdown.
        server.closeAllConnections();
      });
    });
  }
}

function registerRequestMetrics(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // Fastify already times every request (reply.elapsedTime), so this hook needs no timer of its own.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: reply.statusCode };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/** Figures read only when scraped: nothing runs between scrapes. */
function registerGauges(app: FastifyInstance, registry: Registry, database: Database) {
  app.metrics.gauge('ws_open_sockets', 'Open WebSocket connections on this instance', () =>
    app.hasDecorator('websocketServer') ? app.websocketServer.clients.size : 0,
  );
  const driver = { driver: database.kind };
  const poolGauge = (name: string, help: string, read: (stats: ReturnType<Database['poolStats']>) => number | null) =>
    new Gauge({
      name,
      help: `${help} (PGlite is one connection on its own thread and reports no idle count)`,
      labelNames: ['driver'],
      registers: [registry],
      collect() {
        const value = read(database.poolStats());
        if (value !== null) this.set(driver, value);
      },
    });
  poolGauge('db_pool_max_connections', 'Largest number of database connections the pool opens', (s) => s.max);
  poolGauge('db_pool_open_connections', 'Database connections open now, busy or idle', (s) => s.open);
  poolGauge('db_pool_idle_connections', 'Open database connections not running a query', (s) => s.idle);
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a free database connection', (s) => s.waiting);
}

function serveAdmin(registry: Registry, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: MESSAGES.metricsFailed })),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, ADMIN_HOST, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
