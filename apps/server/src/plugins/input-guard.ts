import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@spaceshare/shared/messages';
import { urlHasNul } from '@spaceshare/shared/rules/clean-text';
import { badRequest } from '../lib/errors.js';

/**
 * Path ids and query parameters reach SQL as text, and PostgreSQL refuses a NUL in text. One check on
 * the raw request target, before any route, cache or session lookup runs, covers every parameter of
 * every route (body strings are checked by the shared `textField` rule instead).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (urlHasNul(request.url)) throw badRequest(MESSAGES.invalidCharacters);
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
