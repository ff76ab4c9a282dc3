import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContainerSort, ContainerType, TaxClearance } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { DAY_MS } from '@spaceshare/shared/rules/expiry';
import type { Container, ContainerFormInput } from '@spaceshare/shared/schemas/container';
import type { ContainerListQuery } from '@spaceshare/shared/schemas/list-query';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { containers, type ContainerRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { containerKind } from '../listings/kinds.js';
import { countQuery, listWhereAndOrder, offsetOf, pageAndTotal } from '../listings/query.js';
import type { SearchFields } from '../listings/search.js';
import { completeListing } from '../listings/service.js';

export function toContainer(row: ContainerRow): Container {
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
    isCompleted: row.isCompleted,
    sales: row.sales,
    interestedCount: row.interestedCount,
  };
}

export async function createContainer(db: Db, userId: string, input: ContainerFormInput): Promise<Container> {
  const createdAt = new Date();
  const [row] = await db
    .insert(containers)
    .values({
      ...input,
      id: newId(),
      userId,
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + input.expirationDays * DAY_MS),
    })
    .returning();
  return toContainer(row!);
}

export async function getContainer(db: Db, id: string): Promise<Container> {
  const [row] = await db
    .select()
    .from(containers)
    .where(and(eq(containers.id, id), isNull(containers.deletedAt)));
  if (!row) throw notFound(MESSAGES.containerNotFound);
  return toContainer(row);
}

const location = { city: containers.locationCity, country: containers.locationCountry };

export const containerSearchFields: SearchFields = {
  from: [location],
  to: [location],
  text: [containers.title, containers.about, containers.cargoType],
  sidesMayMatchText: true,
};

const CONTAINER_ORDER: Record<ContainerSort, SQL[]> = {
  createdAt: [sql`${containers.createdAt} desc nulls last`, sql`${containers.id} desc nulls last`],
  price: [sql`${containers.priceRMB} asc`, sql`${containers.id} asc`],
  space: [sql`${containers.availableSpaceCBM} desc nulls last`, sql`${containers.id} desc nulls last`],
};

/** The page query and the (capped) count query, unexecuted: the benchmark EXPLAINs these very queries. */
export function buildContainerListQueries(db: Db, q: ContainerListQuery) {
  const { condition, order } = listWhereAndOrder(
    containerKind,
    containers.priceRMB,
    containerSearchFields,
    q,
    [q.containerType ? eq(containers.containerType, q.containerType) : undefined],
    CONTAINER_ORDER[q.sort],
  );
  return {
    page: db
      .select()
      .from(containers)
      .where(condition)
      .orderBy(...order)
      .limit(q.limit)
      .offset(offsetOf(q)),
    count: countQuery(db, containers, condition),
  };
}

export async function listContainers(db: Db, q: ContainerListQuery): Promise<{ items: Container[]; total: number; capped: boolean }> {
  const { page, count } = buildContainerListQueries(db, q);
  const { rows, total, capped } = await pageAndTotal(q, page, count);
  return { items: rows.map(toContainer), total, capped };
}

export async function completeContainer(db: Db, id: string, userId: string): Promise<Container> {
  await completeListing(db, containerKind, id, userId);
  return getContainer(db, id);
}
