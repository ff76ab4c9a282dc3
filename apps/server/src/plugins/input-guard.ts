import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@spaceshare/shared/messages';
import { urlHasNul } from '@spaceshare/shared/rules/clean-text';
import { badRequest, unsupportedMediaType } from '../lib/errors.js';

/**
 * Path ids and query parameters reach SQL as text, and PostgreSQL refuses a NUL in text. One check on
 * the raw request target, before any route, cache or session lookup runs, covers every parameter of
 * every route (body strings are checked by the shared `textField` rule instead).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (urlHasNul(request.url)) throw badRequest(MESSAGES.invalidCharacters);
    // Bodies are read as sent: a gzip body was parsed as its compressed bytes and refused as "not
    // valid UTF-8". A coded body is refused as what it is (RFC 9110 §8.4.1: 415).
    const encoding = request.headers['content-encoding'];
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    if (hasBody && encoding !== undefined && !/^\s*(identity)?\s*$/i.test(encoding)) throw unsupportedMediaType(MESSAGES.contentEncodingUnsupported);
  });
}

/**
 * The router's own refusals (a path that does not percent-decode, a path parameter longer than the
 * router allows) bypass the error handler; by default they answer with Fastify's error shape and echo
 * the whole path back. Answer them like every other 4xx.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ message: MESSAGES.urlTooLong });
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: MESSAGES.urlInvalid });
  return reply.send(error);
}

/**
 * The HTTP server's own refusals, sent on the socket before any route or hook runs: a request that
 * took longer than the request timeout to arrive (a body sent a byte a second), headers past the size
 * limit, a request line or chunked body that does not parse. Fastify's default answered them in its
 * own shape (`{ error, message, statusCode }`); they answer `{ message }` like every other 4xx.
 */
export function clientErrors(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  // A connection reset: nothing to answer to.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MESSAGES.requestTimedOut]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MESSAGES.requestHeadersTooLarge]
        : [400, MESSAGES.requestUnreadable];
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
