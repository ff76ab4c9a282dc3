import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Query parameters whose value is a credential: `?token=` on the WebSocket, `?t=` on the emails'
 * unsubscribe links, and whatever a client or a future route may call `access_token`, `apiKey`,
 * `password`, `X-Signature`, `ticket` …
 */
const SECRET_PARAM = /^t$|token|key|pass|pwd|secret|sig|session|sid|auth|ticket|code|credential/i;

/** The URL with the value of every secret-looking query parameter replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as it was sent.
      }
      return eq !== -1 && SECRET_PARAM.test(name) ? `${rawName}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

type ErrorLike = Error & Record<string, unknown>;
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** Drizzle's wrapper: its message and `params` carry every bound value of the failed query. */
const isFailedQuery = (err: ErrorLike) => typeof err.query === 'string' && 'params' in err;
/** pg's and PGlite's DatabaseError: `detail` ("Failing row contains …"), `where` and the message may carry values. */
const isDriverError = (err: ErrorLike) =>
  typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && ('severity' in err || 'detail' in err);

function chainOf(err: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e: unknown = err; isErrorLike(e) && chain.length < 5 && !chain.includes(e); e = e.cause) chain.push(e);
  return chain;
}

/** Fields of a database error that name what failed and where, never a value. */
const DRIVER_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

const framesOf = (stack: unknown) =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => line.startsWith('    at ')) : [];

/**
 * Any error with a database error in its chain is logged as the SQL text, the SQLSTATE code and the
 * names of the table, column and constraint involved: no message, detail or parameter of the driver
 * reaches the log, because those repeat the row (a password hash, a message's text). Other errors are
 * pino's usual shape.
 */
export function serializeError(err: Error): SerializedError {
  // pino hands over whatever was logged under `err`; only errors need (or get) a shape.
  if (!isErrorLike(err)) return err as unknown as SerializedError;
  const chain = chainOf(err);
  if (!chain.some((e) => isFailedQuery(e) || isDriverError(e))) return pino.stdSerializers.err(err);

  const failed = chain.find(isFailedQuery);
  const driver = chain.find(isDriverError);
  const type = err.constructor?.name || err.name;
  // The SQL goes once, in `query`; the message says what kind of failure it was.
  const message = `${failed ? 'Failed query' : 'Database error'}${driver ? `, SQLSTATE ${String(driver.code)}` : ''}`;
  const out: SerializedError = { type, message, stack: [`${type}: ${message}`, ...framesOf(err.stack)].join('\n') };
  if (failed) out.query = failed.query;
  for (const field of DRIVER_FIELDS) if (driver && typeof driver[field] === 'string') out[field] = driver[field];
  return out;
}

/** Fastify's request fields, with the URL's secrets redacted (the WebSocket takes `?token=`). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino options for buildApp: no credential, password hash or user text in any log line. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
