import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTableWithColumns, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ListQuery } from '@spaceshare/shared/schemas/list-query';
import type { ListingType } from '@spaceshare/shared/constants';
import type { Db, Executor } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';
import type { SearchFields } from './search.js';
import type { EventBus } from '../../lib/events.js';

/** A column of any listing table, described by what the engine relies on: its data and nullability. */
type Column<Data, NotNull extends boolean = true, HasDefault extends boolean = false> = PgColumn<{
  name: string;
  tableName: string;
  dataType: Data extends string ? 'string' : Data extends number ? 'number' : Data extends boolean ? 'boolean' : 'date';
  columnType: string;
  data: Data;
  driverParam: unknown;
  notNull: NotNull;
  hasDefault: HasDefault;
  isPrimaryKey: boolean;
  isAutoincrement: boolean;
  hasRuntimeDefault: boolean;
  enumValues: [string, ...string[]] | undefined;
  baseColumn: never;
  identity: undefined;
  generated: undefined;
}>;

/**
 * The columns every listing table has under the same names: the engine's SQL (lifecycle, orders) is
 * written once against them, and a table without them is not a listing table for the compiler.
 */
export type ListingTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: {
    id: Column<string>;
    userId: Column<string>;
    title: Column<string>;
    priceRMB: Column<number>;
    sales: Column<number, true, true>;
    interestedCount: Column<number, true, true>;
    isCompleted: Column<boolean, true, true>;
    createdAt: Column<Date, true, true>;
    updatedAt: Column<Date, true, true>;
    expiresAt: Column<Date>;
    deletedAt: Column<Date, false>;
    hiddenBy: Column<'admin' | 'suspension', false>;
  };
}>;

/** One row per (listing, user) who made an offer; the listing's key column is named per kind. */
export type InterestTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: { userId: Column<string>; createdAt: Column<Date, true, true> };
}>;

/** A select on one listing table that the engine narrows and pages (drizzle's dynamic query). */
export interface RowQuery<Row> extends PromiseLike<Row[]> {
  where(where: SQL | undefined): RowQuery<Row>;
  orderBy(...order: SQL[]): RowQuery<Row>;
  limit(limit: number): RowQuery<Row>;
  offset(offset: number): RowQuery<Row>;
  getSQL(): SQL;
  /** The query with its SQL built once; `sql.placeholder(name)` values are given to execute. */
  prepare(name: string): PreparedRowQuery<Row>;
}

export interface PreparedRowQuery<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** What the engine fills in on every new listing; the kind adds the form's fields. */
export interface NewListing {
  id: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

/** What an edit writes besides the form's fields. */
export interface ListingEdit {
  space: number;
  expiresAt: Date;
  updatedAt: Date;
}

/** The orders column that points at a listing of this kind (orders keep one per kind). */
export type OrderListingKey = keyof Pick<typeof orders.$inferSelect, 'gigId' | 'containerId'>;

/**
 * What the orders and lifecycle code need to know about a kind of listing; nothing here depends on
 * the kind's own row or API shape.
 */
export interface ListingKindBase {
  name: ListingType;
  /** The URL segment (/api/gigs) and the OpenAPI tag. */
  plural: string;
  table: ListingTable;
  messages: { notFound: string; selfOffer: string; deleted: string; openOrders: string };
  capacity: {
    /** Kilograms for gigs, cubic metres for containers. */
    space: Column<number>;
    /** The `set()` of an UPDATE that writes `value` into the space column. */
    setSpace: (value: SQL) => PgUpdateSetSource<ListingTable>;
    /** How the unit reads in the API documentation. */
    unitLabel: string;
  };
  interests: {
    table: InterestTable;
    listingId: Column<string>;
    /** The row that records `userId`'s interest in `listingId`. */
    row: (listingId: string, userId: string) => InterestTable['$inferInsert'];
  };
  order: {
    key: OrderListingKey;
    /** The picture an order keeps of the listing, computed in the select. */
    image: SQL<string>;
    /** The city and country at each end, as requests show the listing; a container has no `to` (null). */
    route: { fromCity: SQL<string>; fromCountry: SQL<string>; toCity: SQL<string | null>; toCountry: SQL<string | null> };
  };
}

/** A list query of some kind: the common fields and the kind's sort. */
export type KindListQuery = ListQuery & { sort: string };

/** A kind of listing: its table and rules, its shapes on the wire, and how its lists filter and sort. */
export interface ListingKind<Row, Api, Form, Query extends KindListQuery> extends ListingKindBase {
  select: (db: Executor) => RowQuery<Row>;
  insert: (db: Executor, input: Form, base: NewListing) => Promise<Row>;
  /** Checks the input against the database before anything is written (on create and on edit). */
  beforeSave?: (db: Db, input: Form, userId: string) => Promise<void>;
  /**
   * A departure that ends the listing early (a container's date, decision 2460): the stored expiry is
   * the earlier of createdAt + expirationDays and the date's cut-off. An edit refuses a departure
   * moved into the past but keeps an unchanged one, even gone.
   */
  departure?: { column: Column<string>; of: (input: Form) => string };
  /** Tells whoever waits for such a listing (route alerts), once it is written. */
  afterCreate?: (db: Db, events: EventBus, listing: Api) => Promise<unknown>;
  toApi: (row: Row) => Api;
  /** The form's country fields: known countries only, as the form's picker offers (decision 1604). */
  countryFields: readonly string[];
  /** Editing after posting (decision 1602). */
  edit: {
    /**
     * What buyers booked on besides the price (the route; a container's location and type), under the
     * form's names: while requests are pending or orders open, these and the price stay.
     */
    terms: Record<string, AnyPgColumn>;
    termsLocked: string;
    /**
     * What may change while buyers wait but must not change unseen (a container's cargo type and
     * dates): when an edit changes any of these columns, the buyers with a pending request or an
     * active order hear of it in one notification whose `text` names each change, new value and old
     * (decisions 1703, 2313).
     */
    told?: { columns: Record<string, AnyPgColumn>; text: (before: Record<string, unknown>, form: Form) => string };
    /** The space the form gives (kg or CBM). */
    space: (input: Form) => number;
    /** Writes the form over the row, with the space and expiry the service settled on. */
    update: (db: Executor, id: string, input: Form, set: ListingEdit) => Promise<Row>;
  };
  schemas: { form: z.ZodType<Form>; edit: z.ZodType<Form & { spaceWas?: number }>; api: z.ZodType<Api>; listQuery: z.ZodType<Query> };
  list: {
    search: SearchFields;
    /** The kind's own filters of a list query, e.g. a category (which may look at the database). */
    filters: (db: Executor, query: Query) => Promise<Array<SQL | undefined>>;
    /** The ORDER BY of the query's sort, spelled as the indexes are. */
    orderBy: (query: Query) => SQL[];
  };
  docs: {
    /** "gig", "container listing": how the create and single summaries name one. */
    noun: string;
    listDescription: string;
  };
}

/**
 * A kind's terms as its table's columns, from the shared `*_TERMS_FIELDS` the edit page locks too
 * (decision 2107): one list of names for both sides. The price is compared on its own (`priceRMB`).
 */
export function termColumns(columns: Record<string, AnyPgColumn>, fields: readonly string[]): Record<string, AnyPgColumn> {
  return Object.fromEntries(
    fields
      .filter((field) => field !== 'priceRMB')
      .map((field) => {
        const column = columns[field];
        if (!column) throw new Error(`no column for the term ${field}`);
        return [field, column];
      }),
  );
}
