import { messages as wire, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

// Kept plans: a SELECT shape is parsed and planned once per connection instead of on every call.
// Shared by both drivers: PostgreSQL through named statements of node-postgres, PGlite through named
// statements sent with its wire protocol.

/**
 * How many distinct SELECT texts are named statements at once; the least recently used one makes way
 * for a new one (decision 0824). Kept first come for good, the shapes of a morning's searches took
 * every name, and the container filters asked after them were planned on every call.
 */
export const MAX_KEPT_STATEMENTS = 500;

/**
 * The setting a generic kept statement runs under (decision 0814): planned once, for any parameters
 * (its generic plan), instead of for each call's values. PostgreSQL's own choice ("auto") compares
 * estimated costs, and its estimate of a generic plan with `limit $n` is pessimistic, so it planned
 * every search page again on every call: 0.5–1.9 ms of planning against 0.2–1.3 ms of execution.
 * It applies to unnamed statements too, so only statements that are kept run under it.
 */
const GENERIC = 'force_generic_plan';
const GENERIC_PLANS = `set plan_cache_mode = ${GENERIC}`;
const OWN_CHOICE = 'set plan_cache_mode = auto';
/** PGlite's named statements of the two settings (kept names are q0, q1, ...). */
const SET_GENERIC = 'plan_generic';
const SET_OWN_CHOICE = 'plan_own_choice';
/** The same, as a PostgreSQL connection's startup option (PostgreSQL 12 or later, as generated columns). */
export const GENERIC_PLANS_OPTION = `-c plan_cache_mode=${GENERIC}`;

/** A node-postgres connection with `option` in force, beside any startup options the string gives. */
export function withStartupOption(connectionString: string, option: string): { connectionString: string; options?: string } {
  if (!/^postgres(ql)?:\/\//.test(connectionString)) return { connectionString, options: option };
  // Options in the string take precedence over the config's: they go into the string together.
  const url = new URL(connectionString);
  url.searchParams.set('options', [url.searchParams.get('options'), option].filter(Boolean).join(' '));
  return { connectionString: url.toString() };
}

/** A SELECT kept as a named statement, and whether it runs on its generic plan (GENERIC_PLANS). */
export type Kept = { name: string; generic: boolean };

const likes = (text: string) => text.match(/\si?like\s/gi)?.length ?? 0;
/** LIKEs whose pattern is written into the text (`like '%ghana%'`, or `like  E'...'` with a backslash). */
const writtenLikes = (text: string) => text.match(/\si?like\s+E?'/gi)?.length ?? 0;
/** A written LIKE that is one side of an OR (a container route's side: its location, or its text). */
const orWrittenLike = (text: string) => /\sor\s+\(*[^\s()]+\s+i?like\s+E?'|\si?like\s+E?'(?:[^']|'')*'\)*\s+or\s/i.test(text);

/**
 * How many distinct texts with a written pattern are kept (within MAX_KEPT_STATEMENTS): each search
 * word is a text of its own, so a flood of distinct words must not take the names that the app's
 * fixed shapes need. The least recently used one makes way for a new one (decision 0824): kept
 * first come for good, 100 typo words asked once took every place, and the container searches asked
 * a thousand times a minute after them were planned on every call (PGlite: 1,265 → 404 req/s).
 */
export const MAX_KEPT_WRITTEN_PATTERNS = 100;

/**
 * Whether a SELECT text may be named. A LIKE whose pattern is a parameter stays unnamed: how many
 * rows a pattern matches depends on its value, and a plan kept for one pattern walked the wrong
 * index for the next (container searches were 40 % slower with kept plans; typo searches 30 %
 * slower in 2026-11). A pattern written into the text (the listings' `_elsewhere` columns,
 * decisions 0817, 0823) is planned for that very pattern.
 */
function planStable(text: string, writtenPatterns: number): boolean {
  return likes(text) === writtenPatterns;
}

/**
 * Kept statements are planned for their values (PostgreSQL's own choice) rather than once when:
 * - a written LIKE is one side of an OR (a container route: "China to Ghana" is its location or its
 *   text on each side). Planned once, the location side was costed for an average country, and
 *   China holds most containers: 11 ms for the page against 0.12 ms planned for the values;
 * - they bound a column on both sides by parameters (a price range): a generic plan takes any such
 *   range to hold 0.5 % of the rows, so it fetched every price in the range and sorted them (14 ms a
 *   page, against 0.7 ms planned for the values, which walk the sort's index).
 */
function planOnce(text: string): boolean {
  return !orWrittenLike(text) && !boundsBothSides(text);
}

/** True when some column is compared with a parameter from below and from above (or `between`). */
function boundsBothSides(text: string): boolean {
  if (/\sbetween\s+\$\d/i.test(text)) return true;
  const columns = (pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => m[1]));
  const below = columns(/"?(\w+)"?\s*>=?\s*\$\d/g);
  if (below.size === 0) return false;
  return [...columns(/"?(\w+)"?\s*<=?\s*\$\d/g)].some((column) => below.has(column));
}

/**
 * Names SELECT texts (see planStable): one name per distinct text, never reused, at most
 * MAX_KEPT_STATEMENTS (and MAX_KEPT_WRITTEN_PATTERNS with written patterns) at once, the ones used
 * last. `dropped` hears of each name that is no longer kept (a text that made way for a newer one,
 * a stale plan), so that the connections that prepared it free it.
 */
export class StatementNames {
  private readonly kept = new Map<string, Kept>();
  /** The kept texts with written patterns, least recently used first. */
  private readonly written = new Set<string>();
  private readonly names = new Set<string>();
  private next = 0;

  constructor(private readonly dropped: (name: string) => void = () => {}) {}

  keptOf(text: string): Kept | undefined {
    const known = this.kept.get(text);
    if (known) {
      // Used last: to the end of both orders.
      this.kept.delete(text);
      this.kept.set(text, known);
      if (this.written.delete(text)) this.written.add(text);
      return known;
    }
    if (!/^select /i.test(text)) return undefined;
    const patterns = writtenLikes(text);
    if (!planStable(text, patterns)) return undefined;
    if (patterns > 0) {
      if (this.written.size >= MAX_KEPT_WRITTEN_PATTERNS) this.forget(this.written.values().next().value!);
      this.written.add(text);
    }
    if (this.kept.size >= MAX_KEPT_STATEMENTS) this.forget(this.kept.keys().next().value!);
    const kept = { name: `q${this.next++}`, generic: planOnce(text) };
    this.kept.set(text, kept);
    this.names.add(kept.name);
    return kept;
  }

  /** True while `name` names a kept text. */
  isKept(name: string): boolean {
    return this.names.has(name);
  }

  forget(text: string): void {
    const kept = this.kept.get(text);
    if (!kept) return;
    this.kept.delete(text);
    this.written.delete(text);
    this.names.delete(kept.name);
    this.dropped(kept.name);
  }
}

/** A name StatementNames gives (drizzle's own names, in transactions, are left alone). */
export const isKeptName = (name: string) => /^q\d+$/.test(name);

type Field = { name: string; dataTypeID: number };
type Prepared = { paramTypes: number[]; fields: Field[] };
type Parser = (text: string, typeId: number) => unknown;

const decoder = new TextDecoder();

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** PostgreSQL's "cached plan must not change result type" (a table changed under a kept statement). */
export const isStalePlan = (err: unknown) => (err as { code?: string }).code === '0A000';

/**
 * Makes `client.query` (what drizzle calls outside transactions) run SELECTs as named statements.
 * PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as five calls into
 * the database, parsing and planning the text every time; a kept statement is one call (Bind,
 * Execute, Sync) with its parameter types and row description remembered. Queries inside
 * transactions, and every other statement, go through PGlite unchanged.
 */
export async function keepPlans(client: PGlite): Promise<void> {
  const unnamed = client.query.bind(client);
  /** Names no longer kept, closed in the database at the next kept call (inside its locks). */
  const dropped: string[] = [];
  const names = new StatementNames((name) => dropped.push(name));
  const prepared = new Map<string, Prepared>();

  const prepare = async (name: string, text: string): Promise<Prepared> => {
    const messages = await client.execProtocolStream(
      concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const description = messages.find((m): m is wire.RowDescriptionMessage => m.name === 'rowDescription');
    const statement = {
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: description?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
    };
    prepared.set(name, statement);
    return statement;
  };

  // A generic statement's call is wrapped in the two settings, in the same call into the database:
  // one connection serves every statement, and the others are planned for their values. SET is
  // transactional: when the statement fails, the batch's implicit transaction takes the first back.
  await prepare(SET_GENERIC, GENERIC_PLANS);
  await prepare(SET_OWN_CHOICE, OWN_CHOICE);
  const setting = (statement: string) => concat([protocol.serialize.bind({ statement, values: [] }), protocol.serialize.execute({})]);
  const [setGeneric, setOwnChoice] = [setting(SET_GENERIC), setting(SET_OWN_CHOICE)]; // the same bytes on every call

  const closeDropped = async () => {
    const closing = dropped.splice(0).filter((name) => prepared.delete(name));
    if (closing.length === 0) return;
    const close = closing.map((name) => protocol.serialize.close({ type: 'S', name }));
    await client.execProtocolStream(concat([...close, protocol.serialize.sync()]), { syncToFs: false });
  };

  const run = async <T>({ name, generic }: Kept, text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    if (dropped.length > 0) await closeDropped();
    const statement = prepared.get(name) ?? (await prepare(name, text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    // The raw stream: execProtocolRaw would also parse every message of the answer (copying each
    // field), which cost a quarter of the database thread; the chunks are views of PGlite's memory.
    const chunks: Uint8Array[] = [];
    const call = [protocol.serialize.bind({ statement: name, values }), protocol.serialize.execute({})];
    await client.execProtocolRawStream(
      concat([...(generic ? [setGeneric, ...call, setOwnChoice] : call), protocol.serialize.sync()]),
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    const answer = chunks.length === 1 ? chunks[0]! : concat(chunks);
    const parsers = statement.fields.map((f) => (options?.parsers?.[f.dataTypeID] ?? client.parsers[f.dataTypeID]) as Parser | undefined);
    return readAnswer<T>(answer, statement.fields, parsers, options?.rowMode === 'array');
  };

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const kept = options?.blob || options?.paramTypes ? undefined : names.keptOf(text);
    if (!kept) return unnamed<T>(text, params, options);
    await client._checkReady();
    try {
      // The same two locks as PGlite's query: never inside another caller's open transaction.
      return await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(kept, text, params, options)));
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      names.forget(text); // closed at the next kept call
      return unnamed<T>(text, params, options);
    }
  };
}

/**
 * Reads the backend's answer to Bind, Execute, Sync (between two settings, for a generic statement):
 * its data rows (typed by the statement's kept row description), its command tag, or its error.
 * PGlite's own reader copies every field into a new buffer before decoding it, which cost more than
 * the queries of a listing page; this one decodes each field in place.
 */
function readAnswer<T>(answer: Uint8Array, fields: Field[], parsers: Array<Parser | undefined>, asArrays: boolean): Results<T> {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  const rows: unknown[] = [];
  let tag = '';
  for (let at = 0; at < answer.length; ) {
    const type = answer[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    const body = at + 5;
    if (type === 0x44 /* D: DataRow */) {
      const count = view.getInt16(body);
      const row: Record<string, unknown> | unknown[] = asArrays ? new Array<unknown>(count) : {};
      for (let i = 0, p = body + 2; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        let value: unknown = null;
        if (length >= 0) {
          const text = decoder.decode(answer.subarray(p, p + length));
          p += length;
          const parser = parsers[i];
          value = parser ? parser(text, fields[i]!.dataTypeID) : text;
        }
        if (Array.isArray(row)) row[i] = value;
        else row[fields[i]!.name] = value;
      }
      rows.push(row);
    } else if (type === 0x43 /* C: CommandComplete */) {
      const done = decoder.decode(answer.subarray(body, end - 1));
      if (done !== 'SET') tag = done; // the settings around a generic statement
    } else if (type === 0x45 /* E: ErrorResponse */) {
      throw readError(answer.subarray(body, end), end - at - 1);
    }
    at = end;
  }
  const words = tag.split(' ');
  const rowCount = Number.parseInt(words[words.length - 1] ?? '', 10);
  return { rows: rows as T[], fields, affectedRows: 0, ...(Number.isNaN(rowCount) ? {} : { rowCount }) } as Results<T>;
}

/**
 * The fields of PostgreSQL's ErrorResponse by their wire code, named as on PGlite's (and
 * node-postgres's) DatabaseError: what callers read (code, constraint, table, ...).
 */
const ERROR_FIELDS = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
} as const;

export const DATABASE_ERROR_FIELDS = Object.values(ERROR_FIELDS);

/** The fields of an ErrorResponse, on the same DatabaseError PGlite throws. */
function readError(body: Uint8Array, length: number): wire.DatabaseError {
  const parts: Record<string, string> = {};
  for (let at = 0; at < body.length && body[at] !== 0; ) {
    const code = String.fromCharCode(body[at]!);
    const end = body.indexOf(0, at + 1);
    parts[code] = decoder.decode(body.subarray(at + 1, end));
    at = end + 1;
  }
  const error = new wire.DatabaseError(parts.M ?? 'database error', length, 'error');
  for (const [code, name] of Object.entries(ERROR_FIELDS)) Object.assign(error, { [name]: parts[code] });
  return error;
}
