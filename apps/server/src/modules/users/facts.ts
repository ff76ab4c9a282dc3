import { sql } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import { RESPONSE_TIME_MIN_SAMPLES } from '@spaceshare/shared/rules/trust';
import type { SellerFacts } from '@spaceshare/shared/schemas/user';
import type { Db } from '../../db/client.js';
import { conversations, messages, orders, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

type FactsRow = {
  created_at: Date | string;
  languages: string[];
  median: number | null;
  samples: number;
  last_delivery: Date | string | null;
  completed: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The seller panel's facts (issue 12), in one statement: member since; the median time to the first
 * reply to someone's message over the last 90 days (per conversation, through the conversations'
 * user indexes and messages' (conversation, created_at) index); the last completed delivery and how
 * many there were (orders' partial (seller, completed_at) index).
 */
export async function sellerFacts(db: Db, userId: string): Promise<SellerFacts> {
  const result = await db.execute(sql`
    with asked as (
      select m.conversation_id, min(m.created_at) as asked_at
      from ${conversations} c
      join ${messages} m on m.conversation_id = c.id
      where (c.seller_id = ${userId} or c.buyer_id = ${userId})
        and m.user_id <> ${userId}
        and m.created_at > now() - interval '90 days'
      group by m.conversation_id
    ), answered as (
      select extract(epoch from (
        select min(r.created_at) from ${messages} r
        where r.conversation_id = a.conversation_id and r.user_id = ${userId} and r.created_at > a.asked_at
      ) - a.asked_at) as seconds
      from asked a
    )
    select u.created_at, u.languages,
      (select percentile_cont(0.5) within group (order by seconds) from answered where seconds is not null)::float8 as median,
      (select count(*) from answered where seconds is not null)::int as samples,
      (select max(o.completed_at) from ${orders} o where o.seller_id = u.id and o.status = 'completed') as last_delivery,
      (select count(*) from ${orders} o where o.seller_id = u.id and o.status = 'completed')::int as completed
    from ${users} u
    where u.id = ${userId} and u.suspended_at is null`);
  const row = (result as unknown as { rows: FactsRow[] }).rows[0];
  if (!row) throw notFound(MESSAGES.userNotFound);
  return {
    memberSince: iso(row.created_at),
    responseMedianSeconds: row.samples >= RESPONSE_TIME_MIN_SAMPLES && row.median !== null ? Math.round(Number(row.median)) : null,
    lastDeliveryAt: row.last_delivery ? iso(row.last_delivery) : null,
    completedDeliveries: Number(row.completed),
    languages: row.languages,
  };
}
