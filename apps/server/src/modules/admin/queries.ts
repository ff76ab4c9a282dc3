import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { AdminListing, AdminOrder, AdminOrderFilter, AdminReport, AdminUser, AuditEntry, Dashboard, ReportContext, ReportTargetType } from '@spaceshare/shared/schemas/safety';
import type { Db } from '../../db/client.js';
import { auditLog, containers, gigs, messages, orders, reports, reviews, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findTargets, type ReportTarget } from '../safety/reports.js';
import { orderRefOf } from '@spaceshare/shared/rules/report-order';
import { idInLink, shortIdSearched } from '@spaceshare/shared/rules/short-id';
import { needsSettlement, openReportsOfOrders } from '../orders/disputes.js';
import { orderListingId, orderSteps } from '../orders/service.js';

// What the operator's console reads (issue 12). Every list is one page of one indexed query plus a
// fixed number of queries for what that page names (never one per row).

const DAYS = 30;
type Page = { page: number; limit: number };
const paged = ({ page, limit }: Page) => ({ limit, offset: (page - 1) * limit });

/** 'YYYY-MM-DD' of the last 30 days (UTC), oldest first. */
function lastDays(now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS }, (_, i) => new Date(today - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Rows per UTC day since `since`, through the table's created_at index. */
async function perDay(db: Db, table: typeof users | typeof gigs | typeof containers | typeof orders | typeof messages | typeof reports, since: Date) {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, n: count() }).from(table).where(gte(table.createdAt, since)).groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

export async function dashboard(db: Db): Promise<Dashboard> {
  const days = lastDays();
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [u, g, c, o, m, r, totals] = await Promise.all([
    perDay(db, users, since),
    perDay(db, gigs, since),
    perDay(db, containers, since),
    perDay(db, orders, since),
    perDay(db, messages, since),
    perDay(db, reports, since),
    db.execute(sql`select
      (select count(*) from ${users})::int as users,
      ((select count(*) from ${gigs} where deleted_at is null) + (select count(*) from ${containers} where deleted_at is null))::int as listings,
      (select count(*) from ${orders})::int as orders,
      (select count(*) from ${messages})::int as messages,
      (select count(*) from ${reports} where status = 'open')::int as open_reports,
      (select coalesce(sum(price), 0) from ${orders} where status = 'completed')::float8 as gmv`),
  ]);
  const t = (totals as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
  const series = (map: Map<string, number>, also?: Map<string, number>) => days.map((d) => (map.get(d) ?? 0) + (also?.get(d) ?? 0));
  return {
    daily: { days, users: series(u), listings: series(g, c), orders: series(o), messages: series(m), reports: series(r) },
    totals: { users: t.users!, listings: t.listings!, orders: t.orders!, messages: t.messages!, openReports: t.open_reports! },
    gmvUsd: t.gmv!,
  };
}

export async function listReports(db: Db, { status, ...page }: Page & { status: 'open' | 'resolved' }): Promise<{ items: AdminReport[]; total: number }> {
  const where = eq(reports.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: reports, reporter: { _id: users.id, username: users.username } })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(paged(page).limit)
      .offset(paged(page).offset),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  // The page's targets, one query per target type, and the names of the users they are about.
  const byType = new Map<ReportTargetType, string[]>();
  for (const { r } of rows) byType.set(r.targetType, [...(byType.get(r.targetType) ?? []), r.targetId]);
  const targets = new Map<string, ReportTarget>();
  for (const [type, ids] of byType) for (const [id, target] of await findTargets(db, type, ids, { withDeleted: true })) targets.set(`${type}:${id}`, target);
  const targetUserIds = [...new Set(rows.map((row) => row.r.targetUserId).filter((id): id is string => !!id))];
  const names = targetUserIds.length
    ? new Map((await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, targetUserIds))).map((u) => [u.id, u.username]))
    : new Map<string, string>();
  const fromOrders = await ordersReportedFrom(db, rows.map(({ r }) => r));
  const items = rows.map(({ r, reporter }) => {
    const target = targets.get(`${r.targetType}:${r.targetId}`);
    return {
      _id: r.id,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
      status: r.status,
      resolution: (r.resolution as AdminReport['resolution']) ?? null,
      createdAt: r.createdAt.toISOString(),
      reporter,
      target: {
        label: target?.label ?? '(gone)',
        link: target?.link ?? null,
        userId: r.targetUserId,
        username: r.targetUserId ? (names.get(r.targetUserId) ?? null) : null,
        restorable: target?.restorable ?? false,
      },
      note: r.note,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      orderId: fromOrders.get(r.id) ?? null,
    };
  });
  return { items, total: total?.n ?? 0 };
}

/**
 * The orders a page of reports was made from (decision 2204), by report id: the order its details
 * name, if that order's two people are its reporter and target (one query for the page).
 */
async function ordersReportedFrom(db: Db, page: Array<{ id: string; details: string; reporterId: string; targetUserId: string | null }>): Promise<Map<string, string>> {
  const named = page.flatMap((r) => {
    const orderId = orderRefOf(r.details);
    return orderId && r.targetUserId ? [{ ...r, orderId, targetUserId: r.targetUserId }] : [];
  });
  if (named.length === 0) return new Map();
  const found = await db
    .select({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(inArray(orders.id, [...new Set(named.map((r) => r.orderId))]));
  const pairs = new Map(found.map((o) => [o.id, new Set([o.buyerId, o.sellerId])]));
  return new Map(
    named.filter((r) => pairs.get(r.orderId)?.has(r.reporterId) && pairs.get(r.orderId)?.has(r.targetUserId)).map((r) => [r.id, r.orderId]),
  );
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A listing or order searched for: the one a pasted link to its page names (2511), else by its id,
 * whole or as the short reference people quote (`#A1B2C3`, decision 2453: the last 6 characters of
 * the id), or by `text`, its columns matched as the query.
 */
function recordSearched(column: AnyPgColumn, q: string, ...text: SQL[]): SQL | undefined {
  const linked = idInLink(q);
  if (linked) return eq(column, linked);
  const short = shortIdSearched(q);
  return or(eq(column, q.replace(/^#/, '')), short ? ilike(column, `%${short}`) : undefined, ...text);
}

export async function listUsers(db: Db, { q, ...page }: Page & { q: string }): Promise<{ items: AdminUser[]; total: number }> {
  const linked = idInLink(q);
  const where: SQL | undefined = linked ? eq(users.id, linked) : q ? or(ilike(users.username, like(q)), ilike(users.email, like(q)), eq(users.id, q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(paged(page).limit).offset(paged(page).offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const open = await openReportsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((u) => ({
      _id: u.id,
      username: u.username,
      email: u.email,
      country: u.country,
      isSeller: u.isSeller,
      isAdmin: u.isAdmin,
      suspended: u.suspendedAt !== null,
      suspendedReason: u.suspendedReason,
      deleted: u.deletedAt !== null,
      emailVerified: u.emailVerifiedAt !== null,
      createdAt: u.createdAt.toISOString(),
      openReports: open.get(u.id) ?? 0,
    })),
    total: total?.n ?? 0,
  };
}

export async function listListings(db: Db, { q, type, ...page }: Page & { q: string; type: 'gig' | 'container' }): Promise<{ items: AdminListing[]; total: number }> {
  const t = type === 'gig' ? gigs : containers;
  const where = q ? recordSearched(t.id, q, ilike(t.title, like(q))) : undefined;
  const route =
    type === 'gig'
      ? sql<string>`${gigs.departureCity} || ' → ' || ${gigs.destinationCity}`
      : sql<string>`${containers.locationCity} || ', ' || ${containers.locationCountry}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: t.id,
        title: t.title,
        route,
        ownerId: users.id,
        owner: users.username,
        deletedAt: t.deletedAt,
        hiddenBy: t.hiddenBy,
        isCompleted: t.isCompleted,
        expiresAt: t.expiresAt,
        createdAt: t.createdAt,
      })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(paged(page).limit)
      .offset(paged(page).offset),
    db.select({ n: count() }).from(t).where(where),
  ]);
  const now = Date.now();
  return {
    items: rows.map((r) => ({
      _id: r.id,
      type,
      title: r.title,
      route: r.route,
      owner: { _id: r.ownerId, username: r.owner },
      status:
        r.hiddenBy === 'admin'
          ? 'removed'
          : r.hiddenBy === 'suspension'
            ? 'hidden'
            : r.deletedAt
              ? 'deleted'
              : r.isCompleted || r.expiresAt.getTime() <= now
                ? 'closed'
                : 'open',
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * Orders by id (or its short reference), title or either person's name, newest first; `disputed`: active orders one of whose
 * people has an open report about the other (decision 1701) or is suspended (decision 2204), each
 * with the open reports between the two.
 */
export async function listOrders(db: Db, { q, status, ...page }: Page & { q: string; status: AdminOrderFilter }): Promise<{ items: AdminOrder[]; total: number }> {
  const buyer = alias(users, 'buyer');
  const seller = alias(users, 'seller');
  const found = q ? recordSearched(orders.id, q, ilike(orders.title, like(q)), ilike(buyer.username, like(q)), ilike(seller.username, like(q))) : undefined;
  const state =
    status === 'all' ? undefined : status === 'disputed' ? and(eq(orders.status, 'active'), needsSettlement) : eq(orders.status, status);
  const where = and(found, state);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        o: orders,
        buyer: buyer.username,
        seller: seller.username,
        buyerSuspended: sql<boolean>`${buyer.suspendedAt} is not null`.mapWith(Boolean),
        sellerSuspended: sql<boolean>`${seller.suspendedAt} is not null`.mapWith(Boolean),
        disputed: needsSettlement,
      })
      .from(orders)
      .innerJoin(buyer, eq(buyer.id, orders.buyerId))
      .innerJoin(seller, eq(seller.id, orders.sellerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paged(page).limit)
      .offset(paged(page).offset),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(buyer, eq(buyer.id, orders.buyerId))
      .innerJoin(seller, eq(seller.id, orders.sellerId))
      .where(where),
  ]);
  const reported = await openReportsOfOrders(db, rows.map(({ o }) => o));
  return {
    items: rows.map(({ o, ...r }) => ({
      _id: o.id,
      title: o.title,
      listingType: o.listingType,
      listingId: orderListingId(o),
      status: o.status,
      quantity: o.quantity,
      unit: o.unit,
      price: o.price,
      buyer: { _id: o.buyerId, username: r.buyer, suspended: r.buyerSuspended },
      seller: { _id: o.sellerId, username: r.seller, suspended: r.sellerSuspended },
      createdAt: o.createdAt.toISOString(),
      ...orderSteps(o),
      disputed: o.status === 'active' && r.disputed,
      reports: reported.get(o.id) ?? [],
    })),
    total: total?.n ?? 0,
  };
}

/**
 * The audit log, newest first, each entry with what it names in words: a report's entry names what
 * the report is about. One query for the page: the report, then the user, listing, order, message or review
 * it names, are left-joined on (type, id), so a row gone since reads as nameless, never as an error.
 */
export async function listAudit(db: Db, page: Page): Promise<{ items: AuditEntry[]; total: number }> {
  const actor = alias(users, 'actor');
  const report = alias(reports, 'audit_report');
  const person = alias(users, 'subject_user');
  const author = alias(users, 'message_author');
  const type = sql<string>`coalesce(${report.targetType}, ${auditLog.targetType})`;
  const id = sql<string>`coalesce(${report.targetId}, ${auditLog.targetId})`;
  const on = (kind: string, column: AnyPgColumn) => and(sql`${type} = ${kind}`, sql`${column} = ${id}`);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        a: auditLog,
        actor: actor.username,
        type,
        subjectId: id,
        reportReason: report.reason,
        person: { username: person.username, deletedAt: person.deletedAt },
        gig: { title: gigs.title, deletedAt: gigs.deletedAt },
        container: { title: containers.title, deletedAt: containers.deletedAt },
        order: orders.title,
        author: { id: author.id, username: author.username, deletedAt: author.deletedAt },
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.adminId))
      .leftJoin(report, and(eq(auditLog.targetType, 'report'), eq(report.id, auditLog.targetId)))
      .leftJoin(person, on('user', person.id))
      .leftJoin(gigs, on('gig', gigs.id))
      .leftJoin(containers, on('container', containers.id))
      .leftJoin(orders, on('order', orders.id))
      .leftJoin(messages, on('message', messages.id))
      .leftJoin(reviews, on('review', reviews.id))
      // A message's or a review's author (at most one of the two joined).
      .leftJoin(author, eq(author.id, sql`coalesce(${messages.userId}, ${reviews.userId})`))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(paged(page).limit)
      .offset(paged(page).offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    items: rows.map(({ a, actor, type, subjectId, reportReason, ...row }) => ({
      _id: a.id,
      admin: { _id: a.adminId, username: actor ?? (a.adminId === 'cli' ? 'npm run admin' : a.adminId) },
      action: a.action,
      targetType: a.targetType,
      targetId: a.targetId,
      subject: auditSubject(type, subjectId, row),
      reportReason: reportReason ?? null,
      note: a.note,
      createdAt: a.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

type Named = { username: string; deletedAt: Date | null } | null;
type Titled = { title: string; deletedAt: Date | null } | null;
type SubjectRow = { person: Named; gig: Titled; container: Titled; order: string | null; author: { id: string; username: string; deletedAt: Date | null } | null };

/** An audit entry's subject in words, with a link while it shows; a deleted account has no name left. */
function auditSubject(type: string, id: string, row: SubjectRow): AuditEntry['subject'] {
  const named = (user: Named, userId: string) =>
    user && !user.deletedAt ? { label: user.username, link: `/profile/${userId}` } : { label: null, link: null };
  switch (type) {
    case 'user':
      return { type, ...named(row.person, id) };
    case 'gig':
    case 'container': {
      const listing = row[type];
      return { type, label: listing?.title ?? null, link: listing && !listing.deletedAt ? `/${type}/${id}` : null };
    }
    case 'order':
      return { type, label: row.order, link: row.order ? `/admin?tab=orders&filter=all&q=${id}` : null };
    case 'message':
    case 'review':
      // A message or a review is named by its author: its text stays out of the log, as out of notifications.
      return { type, ...named(row.author, row.author?.id ?? '') };
    default:
      return { type: null, label: null, link: null };
  }
}

/** Messages shown on each side of a reported one. */
const AROUND = 2;

/**
 * A reported message in its place: the reported one and at most two either side in its
 * conversation, oldest first. An operator reads no more of a private conversation than a report
 * asks them to judge (decision 2202); a removed message's text is not served here either.
 */
export async function reportContext(db: Db, reportId: string): Promise<ReportContext> {
  const [report] = await db.select({ targetType: reports.targetType, targetId: reports.targetId }).from(reports).where(eq(reports.id, reportId));
  if (!report) throw notFound(MESSAGES.reportNotFound);
  if (report.targetType !== 'message') throw badRequest(MESSAGES.reportNotAboutMessage);
  const [reported] = await db.select({ conversationId: messages.conversationId }).from(messages).where(eq(messages.id, report.targetId));
  if (!reported) throw notFound(MESSAGES.messageNotFound);
  const position = sql`(${messages.createdAt}, ${messages.id})`;
  const at = sql`(select m.created_at, m.id from ${messages} m where m.id = ${report.targetId})`;
  const around = (side: SQL, order: SQL[]) =>
    db
      .select({ m: messages, author: users.username, authorDeleted: users.deletedAt })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(and(eq(messages.conversationId, reported.conversationId), side))
      .orderBy(...order)
      .limit(AROUND + 1);
  const [before, after] = await Promise.all([
    around(sql`${position} <= ${at}`, [desc(messages.createdAt), desc(messages.id)]),
    around(sql`${position} > ${at}`, [asc(messages.createdAt), asc(messages.id)]),
  ]);
  return {
    items: [...before.reverse(), ...after.slice(0, AROUND)].map(({ m, author, authorDeleted }) => ({
      _id: m.id,
      author: authorDeleted ? 'Deleted account' : author,
      text: m.removedAt ? '' : m.desc,
      removed: m.removedAt !== null,
      reported: m.id === report.targetId,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** Open reports per user id, for the users table (one query for the page). */
async function openReportsOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: reports.targetUserId, n: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(inArray(reports.targetUserId, userIds), eq(reports.status, 'open'), isNotNull(reports.targetUserId)))
    .groupBy(reports.targetUserId);
  return new Map(rows.map((r) => [r.userId!, r.n]));
}
