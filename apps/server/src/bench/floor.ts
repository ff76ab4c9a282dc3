import Fastify from 'fastify';
import type { Db } from '../db/client.js';
import { containerKind } from '../modules/containers/kind.js';
import { gigKind } from '../modules/gigs/kind.js';
import type { KindListQuery, ListingKind, PreparedRowQuery } from '../modules/listings/kind.js';
import { buildListQueries, listingById } from '../modules/listings/service.js';

// The floor of an answer read from the database (decision 0818): a minimal Fastify server, without
// the app's plugins, hooks, validation, count, mapping or fallback, whose every request runs one
// statement, the app's own page statement for that URL (built once, kept and run as the app runs it),
// and answers its rows as JSON. No app that reads its page from this database on this machine can be
// faster, so the long tail's report sets the app beside it as well as beside the bare server.

type Statement = { query: PreparedRowQuery<unknown>; values: Record<string, unknown> };

// The kinds are generic over their rows and queries; here only their page statements matter.
type AnyKind = ListingKind<unknown, unknown, unknown, KindListQuery>;
const KINDS = { gigs: gigKind, containers: containerKind } as unknown as Record<string, AnyKind>;

/** The statement the app runs for one listing by id (getListing's). */
const byIdStatement = (db: Db, kind: AnyKind, id: string): Statement => ({ query: listingById(db, kind), values: { id } });

/** The page statement the app runs for a list URL (see buildListQueries). */
async function pageStatement(db: Db, kind: AnyKind, params: URLSearchParams): Promise<Statement> {
  const q = kind.schemas.listQuery.parse(Object.fromEntries(params)) as KindListQuery;
  const { page } = await buildListQueries(db, kind, q);
  return { query: page.prepare(`${kind.name}_page`), values: {} };
}

async function statementOf(db: Db, url: string): Promise<Statement> {
  const { pathname, searchParams } = new URL(url, 'http://floor');
  const [, api, plural, single, id] = pathname.split('/');
  const kind = api === 'api' ? KINDS[plural ?? ''] : undefined;
  if (!kind) throw new Error(`the floor server does not know ${url}`);
  return single === 'single' && id ? byIdStatement(db, kind, id) : pageStatement(db, kind, searchParams);
}

/** Listens on a free port and answers each of `urls` with the rows of its page statement. */
export async function startFloor(db: Db, urls: string[]): Promise<{ port: number; close: () => Promise<void> }> {
  const statements = new Map<string, Statement>();
  for (const url of urls) statements.set(url, await statementOf(db, url));
  const floor = Fastify({ logger: false });
  floor.get('/api/*', async (request, reply) => {
    const statement = statements.get(request.url);
    if (!statement) return reply.status(404).send();
    const rows = await statement.query.execute(statement.values);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(rows));
  });
  await floor.listen({ port: 0, host: '127.0.0.1' });
  return { port: (floor.server.address() as { port: number }).port, close: () => floor.close() };
}
