import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ContainerSort, ContainerType, TaxClearance } from '@spaceshare/shared/constants';
import { countryDisplay } from '@spaceshare/shared/countries';
import { MESSAGES } from '@spaceshare/shared/messages';
import { preview } from '@spaceshare/shared/rules/preview';
import {
  CONTAINER_TERMS_FIELDS,
  containerEditSchema,
  containerFormSchema,
  containerSchema,
  type Container,
  type ContainerFormInput,
} from '@spaceshare/shared/schemas/container';
import { containerListQuerySchema, type ContainerListQuery } from '@spaceshare/shared/schemas/list-query';
import { containerInterests, containers, type ContainerRow } from '../../db/schema/index.js';
import { termColumns, type ListingKind } from '../listings/kind.js';

export function toContainer(row: ContainerRow): Container {
  const location = countryDisplay(row.locationCountry);
  return {
    _id: row.id,
    userId: row.userId,
    title: row.title,
    about: row.about,
    containerType: row.containerType as ContainerType,
    cargoType: row.cargoType,
    taxClearance: row.taxClearance as TaxClearance,
    locationCountry: row.locationCountry,
    locationCity: row.locationCity,
    availableSpaceCBM: row.availableSpaceCBM,
    priceRMB: row.priceRMB,
    departureDate: row.departureDate,
    arrivalDate: row.arrivalDate,
    expirationDays: row.expirationDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isCompleted: row.isCompleted,
    sales: row.sales,
    interestedCount: row.interestedCount,
    locationCountryCode: location.code,
    locationCountryName: location.name,
  };
}

const CONTAINER_SORTS: Record<ContainerSort, SQL[]> = {
  createdAt: [sql`${containers.createdAt} desc nulls last`, sql`${containers.id} desc nulls last`],
  price: [sql`${containers.priceRMB} asc`, sql`${containers.id} asc`],
  space: [sql`${containers.availableSpaceCBM} desc nulls last`, sql`${containers.id} desc nulls last`],
};

// A container has one location; the far end of its route is only named in the text.
const location = { city: containers.locationCity, country: containers.locationCountry };

// What the app reads: the search's generated columns stay in the database.
const { titleElsewhere, textElsewhere, ...readColumns } = getTableColumns(containers);

/** Cubic metres in a shared shipping container. */
export const containerKind: ListingKind<ContainerRow, Container, ContainerFormInput, ContainerListQuery> = {
  name: 'container',
  plural: 'containers',
  table: containers,
  select: (db) => db.select(readColumns).from(containers).$dynamic(),
  async insert(db, input, base) {
    const [row] = await db
      .insert(containers)
      .values({ ...input, ...base })
      .returning();
    return row!;
  },
  toApi: toContainer,
  departure: { column: containers.departureDate, of: (input) => input.departureDate },
  countryFields: ['locationCountry'],
  edit: {
    terms: termColumns(readColumns, CONTAINER_TERMS_FIELDS),
    termsLocked: MESSAGES.containerTermsLocked,
    // Tax clearance is a term (who pays customs is part of the price); the cargo accepted and the
    // dates may change, as ships are late, but every waiting buyer is told of each (decision 2313).
    told: {
      columns: { cargoType: containers.cargoType, departureDate: containers.departureDate, arrivalDate: containers.arrivalDate },
      text: (before, input) =>
        [
          input.cargoType !== before.cargoType && `cargo type "${preview(input.cargoType, 60)}" (was "${preview(String(before.cargoType), 60)}")`,
          input.departureDate !== before.departureDate && `departs ${input.departureDate} (was ${String(before.departureDate)})`,
          input.arrivalDate !== before.arrivalDate && `arrives ${input.arrivalDate} (was ${String(before.arrivalDate)})`,
        ]
          .filter(Boolean)
          .join('; '),
    },
    space: (input) => input.availableSpaceCBM,
    async update(db, id, input, { space, ...set }) {
      const [row] = await db
        .update(containers)
        .set({ ...input, availableSpaceCBM: space, ...set })
        .where(eq(containers.id, id))
        .returning(readColumns);
      return row!;
    },
  },
  schemas: { form: containerFormSchema, edit: containerEditSchema, api: containerSchema, listQuery: containerListQuerySchema },
  list: {
    search: {
      from: [location],
      to: [location],
      text: [containers.title, containers.about, containers.cargoType],
      sidesMayMatchText: true,
      elsewhere: { title: titleElsewhere, text: textElsewhere },
      // Where a container goes is only named in its text: its fallback is its location's country.
      fallback: { from: location, to: null },
    },
    filters: async (_db, q) => [q.containerType ? eq(containers.containerType, q.containerType) : undefined],
    orderBy: (q) => CONTAINER_SORTS[q.sort],
  },
  messages: {
    notFound: MESSAGES.containerNotFound,
    selfOffer: MESSAGES.selfOfferContainer,
    deleted: MESSAGES.containerDeleted,
    openOrders: MESSAGES.containerOpenOrders,
  },
  capacity: {
    space: containers.availableSpaceCBM,
    setSpace: (value): PgUpdateSetSource<typeof containers> => ({ availableSpaceCBM: value }),
    unitLabel: 'CBM',
  },
  interests: {
    table: containerInterests,
    listingId: containerInterests.containerId,
    row: (containerId, userId): typeof containerInterests.$inferInsert => ({ containerId, userId }),
  },
  order: {
    key: 'containerId',
    image: sql<string>`''`,
    // A container has a location, not a route.
    route: { fromCity: sql<string>`${containers.locationCity}`, fromCountry: sql<string>`${containers.locationCountry}`, toCity: sql<null>`null`, toCountry: sql<null>`null` },
  },
  docs: {
    noun: 'container listing',
    listDescription:
      'Explore (no userId) shows open containers only. `search` matches the location and the ' +
      'title, about and cargo type, routes included ("China to Ghana"). A route search that finds nothing ' +
      'answers open containers in the departure country instead (a search of one place: in its country), ' +
      'with `matchGroup` and `X-Search-Fallback`; `X-Search-Understood` names the places searched, as for gigs.',
  },
};
