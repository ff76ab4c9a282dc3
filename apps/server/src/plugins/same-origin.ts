import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@spaceshare/shared/messages';
import { forbidden } from '../lib/errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether the browser says this request comes from a page of another site. Browsers send `Origin` on
 * every cross-origin POST and on WebSocket handshakes, and `Sec-Fetch-Site` on everything; clients
 * that are not browsers (curl, API clients with a Bearer token) send neither and are not refused.
 * Allowed: the origins listed in PUBLIC_ORIGIN, and the request's own origin (scheme + Host).
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  // An opaque origin ('null') is what a browser sends for a page whose policy is no-referrer (the
  // emails' unsubscribe page) as for a sandboxed frame; its fetch metadata tells which it is.
  if (origin === 'null' && fetchSite === 'same-origin') return false;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`;
    return !(origin === own || allowedOrigins.includes(origin));
  }
  // No Origin: only the fetch metadata can tell; same-site is another origin (a sibling subdomain).
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}

/**
 * SameSite=Lax cookies are the first defence against cross-site writes; this is the second: a
 * state-changing API request that a browser marks as coming from another site is refused with 403,
 * whatever its content type.
 */
export function registerSameOrigin(app: FastifyInstance, allowedOrigins: readonly string[]) {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossSite(request, allowedOrigins)) throw forbidden(MESSAGES.crossSiteRefused);
  });
}
