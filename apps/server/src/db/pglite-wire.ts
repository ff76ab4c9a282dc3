import { messages } from '@electric-sql/pglite';
import { DATABASE_ERROR_FIELDS } from './kept-plans.js';

// The messages between the app's thread and the embedded database's (pglite-thread.ts).

type QueryRequest = {
  op: 'query';
  id: number;
  /** Set inside a transaction. */
  tx?: number;
  text: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  /** Type ids whose values come back as PostgreSQL's text (what drizzle asks with its parsers). */
  textTypes: number[];
};

export type Request =
  | QueryRequest
  | { op: 'exec'; id: number; text: string; tx?: undefined }
  | { op: 'begin'; id: number; tx: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'dump'; id: number; tx?: undefined }
  | { op: 'close'; id: number; tx?: undefined };

/** A request before its id is given. */
export type RequestBody = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export type WireError = { database: boolean; message: string; fields: Record<string, unknown> };

export type Response = { id: number; result: unknown; error?: undefined } | { id: number; error: WireError; result?: undefined };

export function toWire(err: unknown): WireError {
  const source = (err ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const name of DATABASE_ERROR_FIELDS) if (source[name] !== undefined) fields[name] = source[name];
  return { database: err instanceof messages.DatabaseError, message: String(source.message ?? err), fields };
}

/** The same DatabaseError (or Error) on this side, with PostgreSQL's fields. */
export function fromWire(wire: WireError): Error {
  const error = wire.database ? new messages.DatabaseError(wire.message, 0, 'error') : new Error(wire.message);
  return Object.assign(error, wire.fields);
}
