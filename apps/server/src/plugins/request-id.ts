import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id from a proxy or a client is written into every log line of its request, so only a short
 * token of plain characters is taken: no spaces, quotes or line breaks to forge or break a log line,
 * no megabyte header copied into each line. Anything else gets an id of our own.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`: honours a sane incoming X-Request-Id, else a UUID (unique across instances). */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id on every answer (errors, 404s and cached answers too), and on WebSocket upgrades. */
export function registerRequestId(app: FastifyInstance) {
  // The 101 of a WebSocket is written by `ws`, not by the reply; it only hands us the raw request.
  const upgrades = new WeakMap<IncomingMessage, string>();

  // First onRequest hook of the app, so answers sent by later hooks (cache hits) carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (request.raw.headers.upgrade !== undefined) upgrades.set(request.raw, request.id);
    done();
  });

  app.addHook('onReady', (done) => {
    if (app.hasDecorator('websocketServer')) {
      app.websocketServer.on('headers', (headers, req) => {
        const id = upgrades.get(req);
        if (id !== undefined) headers.push(`X-Request-Id: ${id}`);
      });
    }
    done();
  });
}
