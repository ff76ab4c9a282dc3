import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

// Kept plans: a SELECT shape is parsed (and, once PostgreSQL judges its generic plan good, planned)
// once per connection instead of on every call. Shared by both drivers: PostgreSQL through named
// statements of node-postgres, PGlite through named statements sent with its wire protocol.

/** How many distinct SELECT texts become named statements; later ones run unnamed. */
export const MAX_KEPT_STATEMENTS = 500;

/**
 * Names SELECT texts, one name per distinct text (values are always parameters), at most
 * MAX_KEPT_STATEMENTS. Statements with a LIKE pattern stay unnamed: how many rows a pattern matches
 * depends on its value, and a plan kept for one pattern walked the wrong index for the next
 * (container searches were 40 % slower with kept plans).
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private next = 0;

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= MAX_KEPT_STATEMENTS || !/^select /i.test(text) || /\si?like\s/i.test(text)) return known;
    const name = `q${this.next++}`;
    this.names.set(text, name);
    return name;
  }

  forget(text: string): void {
    this.names.delete(text);
  }
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Prepared = { paramTypes: number[]; rowDescription: BackendMessage | undefined };

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
export function keepPlans(client: PGlite): void {
  const unnamed = client.query.bind(client);
  const names = new StatementNames();
  const prepared = new Map<string, Prepared>();

  const prepare = async (name: string, text: string): Promise<Prepared> => {
    const messages = await client.execProtocolStream(
      concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = {
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    prepared.set(name, statement);
    return statement;
  };

  const run = async <T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    const statement = prepared.get(name) ?? (await prepare(name, text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      concat([protocol.serialize.bind({ statement: name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    // Execute sends no row description: the statement's, kept from its Describe, types the rows.
    const withFields = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(withFields, client.parsers, options)[0] as Results<T>;
  };

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const name = options?.blob || options?.paramTypes ? undefined : names.nameOf(text);
    if (!name) return unnamed<T>(text, params, options);
    await client._checkReady();
    try {
      // The same two locks as PGlite's query: never inside another caller's open transaction.
      return await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(name, text, params, options)));
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      names.forget(text);
      prepared.delete(name);
      await unnamed(`deallocate ${name}`).catch(() => {});
      return unnamed<T>(text, params, options);
    }
  };
}
