import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { LIMITS } from '@spaceshare/shared/constants';
import { APP_BUILD_HEADER, entryScriptOf } from '@spaceshare/shared/rules/app-build';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { scheduleTableUpkeep } from './db/maintenance.js';
import { createEventBus, DEFAULT_EVENTS_CHANNEL, type EventBus } from './lib/events.js';
import { loggerOptions } from './lib/logging.js';
import { registerResponseCache } from './lib/response-cache.js';
import type { Redis } from './lib/redis.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerRequestId, requestIdFor } from './plugins/request-id.js';
import { clientErrors, frameworkErrors, registerInputGuard } from './plugins/input-guard.js';
import { registerSameOrigin } from './plugins/same-origin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { apiModules } from './modules/index.js';
import { crawlerRoutes, pageRoutes } from './modules/pages/routes.js';
import { cacheCounts } from './modules/listings/count-cache.js';
import { cacheSearches } from './modules/listings/service.js';
import { scheduleExpiryWarnings } from './modules/notifications/expiring.js';
import { scheduleOrderAutoCompletion } from './modules/orders/settle.js';
import { scheduleUploadSweep } from './modules/uploads/service.js';
import { configureEmail, scheduleOutbox } from './modules/email/outbox.js';
import { createMailer } from './modules/email/mailer.js';
import { schedulePush } from './modules/push/outbox.js';
import { liveSocketError } from './modules/realtime/limits.js';
import { HttpError, unsupportedMediaType } from './lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    redis: Redis | null;
    /** Live events to signed-in users' sockets, across instances when Redis is configured. */
    events: EventBus;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  redis?: Redis | null;
  /** Redis channel for live events; tests isolate themselves with their own. */
  eventsChannel?: string;
  /** Where log lines go (stdout when absent); tests read what the server logs through it. */
  logStream?: { write(line: string): void };
};

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * How long a client may take to send one whole request, headers and body (decision 1202). Fastify's
 * default is no limit, which also lifts Node's own 300 s: a client trickling a body a byte at a time
 * held its connection for ever, and 20,000 of them took every file handle. A 5 MB upload needs a
 * little over 1 Mbit/s to arrive in time.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** True when the text is JSON to the plain parser (which has no prototype-poisoning checks). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export async function buildApp({ config, database, redis = null, eventsChannel, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: 1024 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestIdFor,
    frameworkErrors,
    clientErrorHandler: clientErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON bodies must be UTF-8 to the byte: the default parser decoded invalid bytes to U+FFFD, so a
  // name sent in another encoding was stored quietly changed. Fastify's own parser (with its
  // prototype-poisoning checks) then reads the text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = STRICT_UTF8.decode(body as Buffer);
    } catch {
      return done(new HttpError(400, 'The request body is not valid UTF-8'), undefined);
    }
    parseJson(request, text, (err, value) => {
      // Valid JSON that Fastify's parser refused holds a key that would reach Object.prototype.
      if (err && isJson(text)) return done(new HttpError(400, 'The request body has a forbidden key (__proto__ or constructor.prototype)'), undefined);
      done(err, value);
    });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  cacheSearches(database.db, config.placeCacheTtlMs);
  cacheCounts(database.db, config.countCacheTtlMs);
  app.decorate('redis', redis);
  const events = await createEventBus({ redis, channel: eventsChannel, log: app.log });
  app.decorate('events', events);
  app.addHook('onClose', () => events.close());
  scheduleExpiryWarnings(app, config.expirySweepMs);
  scheduleOrderAutoCompletion(app, config.expirySweepMs);
  scheduleUploadSweep(app, config.uploadSweepMs);
  scheduleTableUpkeep(app, config.tableUpkeepMs);
  configureEmail(database.db, config.email);
  schedulePush(app, config.push);
  scheduleOutbox(
    app,
    createMailer({ smtpUrl: config.email.smtpUrl, from: config.email.from, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log }),
    config.email.pollMs,
  );

  registerErrorHandling(app);
  // Operability first: their hooks see every request, including those later hooks answer.
  registerRequestId(app);
  registerMetrics(app, { database, token: config.metricsToken, port: config.metricsPort });
  registerInputGuard(app);
  registerSameOrigin(app, config.publicOrigins);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
  const indexHtml = path.join(webDist, 'index.html');
  const webBuilt = existsSync(indexHtml);
  // Every API answer names the web build this server serves, so a tab opened before a deploy
  // loads its next page in full (decision 2510). Before the response cache: its hits carry it too.
  const appBuild = webBuilt ? entryScriptOf(readFileSync(indexHtml, 'utf8')) : null;
  if (appBuild) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api/')) reply.header(APP_BUILD_HEADER, appBuild);
      done();
    });
  }
  // Before any route: it hooks each route as it is added. Answers over 1 KB of a compressible type go
  // out as br (else gzip); files the build compressed already are left alone, and so is the
  // WebSocket (it never sends through Fastify's reply).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 16 * 1024 }, errorHandler: liveSocketError });
  await app.register(multipart, { limits: { fileSize: LIMITS.AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  // The multipart parser is the whole app's, but only an upload route reads a multipart body: any
  // other route answers one as the unsupported type it is for that route (it read as a missing body).
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.routeOptions.schema?.consumes?.includes('multipart/form-data')) throw unsupportedMediaType();
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'spaceshare-rl-' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SpaceShare API',
        version: '1.0.0',
        description:
          'Luggage Share and Container Share. When the server also serves the web app, every answer under /api/ ' +
          'carries X-App-Build, the entry script of the web build it serves: a new value means a deploy happened.',
      },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'sid' },
          bearerAuth: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Before the session lookup: a cached public answer needs no database round trip at all.
  if (config.responseCacheTtlMs > 0) {
    await registerResponseCache(app, {
      ttlMs: config.responseCacheTtlMs,
      redis,
      channel: `${eventsChannel ?? DEFAULT_EVENTS_CHANNEL}:listings-changed`,
    });
  }
  registerAuth(app);

  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api' },
  );

  await app.register(crawlerRoutes);

  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // A route per file of the build (read at start-up, as the pages' template is), which leaves
      // every other path to the pages; index.html is only ever sent filled in, by the pages.
      wildcard: false,
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
      // The build writes .br and .gz beside each text asset.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; the name decides, whichever encoding of the file is sent. The
        // rest (favicon, the web app manifest and its icons) keep their names across deploys: an hour.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    await app.register(pageRoutes(indexHtml));
  }

  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).send({ message: 'Not found' });
  });

  return app;
}
