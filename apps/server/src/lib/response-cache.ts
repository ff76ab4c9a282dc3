import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from './redis.js';
import { SEARCH_FALLBACK_HEADER, SEARCH_ROUTE_HEADER, SEARCH_UNDERSTOOD_HEADER } from '@spaceshare/shared/rules/search-fallback';

/**
 * A micro-cache for the public listing reads (Explore lists and listing details). Their answers do
 * not depend on who asks, and a burst of visitors asks the same few URLs, so each URL is answered
 * from memory for a few seconds instead of going to the database every time.
 *
 * Freshness: any successful write under /api/gigs, /api/containers, /api/orders or /api/requests bumps a
 * generation number, which makes every cached answer stale at once, on this instance immediately
 * and on the others through Redis. The TTL bounds what no write announces: a listing reaching its
 * expiry time.
 */
export type ResponseCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  redis?: Redis | null;
  channel?: string;
};

type Entry = { generation: number; expires: number; payload: string; headers: Record<string, string> };

const CACHED_ROUTES = new Set(['/api/gigs', '/api/gigs/single/:id', '/api/containers', '/api/containers/single/:id']);
// Accepting a request (/api/requests/:id/accept) takes space off a listing, as an order does.
// An operator removing or restoring a listing, or suspending its owner, changes what Explore shows.
const INVALIDATING_PREFIXES = ['/api/gigs', '/api/containers', '/api/orders', '/api/requests', '/api/admin'];
const KEPT_HEADERS = ['content-type', 'x-total-count', 'x-total-count-capped', SEARCH_FALLBACK_HEADER, SEARCH_ROUTE_HEADER, SEARCH_UNDERSTOOD_HEADER];

declare module 'fastify' {
  interface FastifyRequest {
    responseCacheKey: string | null;
  }
}

export async function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 3000;
  const maxEntries = options.maxEntries ?? 500;
  const channel = options.channel ?? 'spaceshare:listings-changed';
  const entries = new Map<string, Entry>();
  // Misses being computed: identical requests arriving meanwhile wait for the first one instead of
  // all running the same query (a cache stampede after every write or expiry).
  const inflight = new Map<string, { owner: string; done: Promise<void>; finish: () => void }>();
  let generation = 0;

  const bump = () => {
    generation++;
    entries.clear();
  };

  let subscriber: Redis | null = null;
  if (options.redis) {
    subscriber = options.redis.duplicate();
    subscriber.on('error', (err) => app.log.warn({ err }, 'response cache subscriber error'));
    subscriber.on('message', bump);
    await subscriber.subscribe(channel);
  }
  const announce = () => {
    bump();
    options.redis?.publish(channel, '1').catch((err: unknown) => app.log.warn({ err }, 'cache invalidation publish failed'));
  };

  app.decorateRequest('responseCacheKey', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !CACHED_ROUTES.has(request.routeOptions.url ?? '')) return;
    const key = request.url;
    const pending = inflight.get(key);
    if (pending) await pending.done;
    const hit = entries.get(key);
    if (hit && hit.generation === generation && hit.expires > Date.now()) {
      reply.headers(hit.headers).header('x-cache', 'HIT');
      return reply.send(hit.payload);
    }
    request.responseCacheKey = key;
    if (!inflight.has(key)) {
      let finish!: () => void;
      const done = new Promise<void>((resolve) => (finish = resolve));
      inflight.set(key, { owner: request.id, done, finish });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.responseCacheKey;
    if (key === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { generation, expires: Date.now() + ttlMs, payload, headers });
    reply.header('x-cache', 'MISS');
    return payload;
  });

  // Whatever the outcome (cached, error, aborted), release the requests waiting on this miss.
  const release = (request: FastifyRequest) => {
    const key = request.responseCacheKey;
    const entry = key === null ? undefined : inflight.get(key);
    if (!entry || entry.owner !== request.id) return;
    entry.finish();
    inflight.delete(key!);
  };

  app.addHook('onResponse', async (request, reply) => {
    release(request);
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (INVALIDATING_PREFIXES.some((prefix) => request.url.startsWith(prefix))) announce();
  });

  app.addHook('onRequestAbort', async (request) => release(request));

  app.addHook('onClose', async () => {
    entries.clear();
    if (subscriber) await subscriber.quit().catch(() => subscriber?.disconnect());
  });
}
