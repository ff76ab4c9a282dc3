import { messageResponseSchema } from '@spaceshare/shared/schemas/common';
/** An error whose message is safe to show to the user; the error handler turns it into `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries with it (Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** The thing was there and is gone for good (a deleted account's profile): not an error to retry. */
export const gone = (message: string) => new HttpError(410, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message = 'Unsupported content type') => new HttpError(415, message);
/** A rate limit of our own (beyond the route's) ran out: the same answer as the route limits give. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`, { 'retry-after': String(retryAfterSeconds) });
/** A lane that is full for now: the answer says when to come back. */
export const serviceUnavailable = (message: string, retryAfterSeconds = 5) => new HttpError(503, message, { 'retry-after': String(retryAfterSeconds) });

/** PostgreSQL unique_violation, from either driver. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  return e.cause !== undefined && isUniqueViolation(e.cause, constraint);
}

/** The `{ message }` answers a route documents, e.g. `errorResponses(400, 401, 403, 404)`. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof messageResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, messageResponseSchema])) as Record<C, typeof messageResponseSchema>;
}
