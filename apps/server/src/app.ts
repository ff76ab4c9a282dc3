import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { LIMITS } from '@spaceshare/shared/constants';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createEventBus, DEFAULT_EVENTS_CHANNEL, type EventBus } from './lib/events.js';
import { loggerOptions } from './lib/logging.js';
import { registerResponseCache } from './lib/response-cache.js';
import type { Redis } from './lib/redis.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerRequestId, requestIdFor } from './plugins/request-id.js';
import { frameworkErrors, registerInputGuard } from './plugins/input-guard.js';
import { registerSameOrigin } from './plugins/same-origin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { apiModules } from './modules/index.js';
import { cacheCounts } from './modules/listings/count-cache.js';
import { cachePlaces } from './modules/listings/places.js';
import { scheduleExpiryWarnings } from './modules/notifications/expiring.js';
import { configureEmail, scheduleOutbox } from './modules/email/outbox.js';
import { createMailer } from './modules/email/mailer.js';

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

export async function buildApp({ config, database, redis = null, eventsChannel, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestIdFor,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  cachePlaces(database.db, config.placeCacheTtlMs);
  cacheCounts(database.db, config.countCacheTtlMs);
  app.decorate('redis', redis);
  const events = await createEventBus({ redis, channel: eventsChannel, log: app.log });
  app.decorate('events', events);
  app.addHook('onClose', () => events.close());
  scheduleExpiryWarnings(app, config.expirySweepMs);
  configureEmail(database.db, config.email);
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
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(multipart, { limits: { fileSize: LIMITS.AVATAR_MAX_BYTES, files: 1, fields: 5 } });
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
      info: { title: 'SpaceShare API', version: '1.0.0', description: 'Luggage Share and Container Share' },
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

  const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // The build writes .br and .gz beside each text asset.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must be revalidated so a deploy is picked up.
        const cache = filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('index.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        res.header('cache-control', cache);
      },
    });
  }

  // Handlers call this without returning the reply: awaiting a reply that streams a file stacks
  // end-of-stream listeners on the response (MaxListenersExceededWarning).
  const sendApp = (reply: FastifyReply): void => {
    void reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', webDist);
  };
  if (hasWeb) {
    // The static plugin refuses the root as a directory listing; the home page is the SPA.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && hasWeb;
    // Client-side routes (and the friendly not-found page) are the SPA's.
    if (isPage) sendApp(reply);
    else void reply.status(404).send({ message: 'Not found' });
  });

  return app;
}
