import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, unsupportedMediaType } from '../lib/errors.js';

/** Every 4xx and 5xx answer is `{ message }`; 5xx never carries internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({ message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      return reply.status(400).send({ message: first?.message ?? 'Invalid request' });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'Request body is too large' });
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: err.message });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: unsupportedMediaType().message });
    }
    if (err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError) {
      return reply.status(400).send({ message: 'Malformed JSON in request body' });
    }
    if (status === 429) {
      return reply.status(429).send({ message: err.message || 'Too many requests, please try again later' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: err.message || 'Bad request' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
