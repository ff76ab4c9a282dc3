import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fetch } from 'undici';
import webpush from 'web-push';
import type { PushPayload } from '@spaceshare/shared/schemas/push';
import { parseSettings, type Settings } from '@spaceshare/shared/settings';
import type { PushConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { claimDueRows, retryOrFail } from '../../lib/outbox.js';
import { notPublicCause, publicOnlyDispatcher } from '../../lib/public-address.js';
import { notifications, pushOutbox, pushSubscriptions, users } from '../../db/schema/index.js';
import { runPeriodically } from '../../lib/periodic.js';
import { vapidKeys } from './vapid.js';

// The push outbox (decision 2330), drained like the email outbox (1002): a request only inserts rows,
// every sending instance claims due rows with FOR UPDATE SKIP LOCKED and a lease, failures retry with
// backoff. A new row also wakes this instance's sender, so a push leaves within moments, not a poll.

/** The switch each push answers to besides the push switch: Message alerts, Order updates, or (route alerts, decision 2432) none. */
export type PushCategory = 'messages' | 'orders' | 'alerts';

type Setup = { config: PushConfig; log: FastifyBaseLogger; wake: () => void };
const setups = new WeakMap<object, Setup>();

/** Whether the user's settings let this category through: the push switch, then the category's own. */
export function wantsPush(settings: Settings, category: PushCategory): boolean {
  if (!settings.pushNotifications) return false;
  if (category === 'alerts') return true;
  return category === 'messages' ? settings.messageAlerts : settings.orderUpdates;
}

export type PushRequest = {
  userId: string;
  category: PushCategory;
  payload: PushPayload;
  /** Sent only while this notification is unread. */
  notificationId: string;
  urgency: 'normal' | 'high';
  /** One pending push per device and key: a conversation's newer message replaces the one waiting. */
  dedupeKey?: string;
};

/**
 * Queues a push to each of the user's devices, when push is on for `db` and their settings want its
 * category. Never throws: a push that could not be queued is logged and the action that caused it
 * stands.
 */
export async function enqueuePush(db: Executor, request: PushRequest): Promise<number> {
  const setup = setups.get(db);
  if (!setup) return 0;
  try {
    // One read on the path of every notification: the devices, each with its owner's settings (most
    // people have no device, and then this is all).
    const devices = await db
      .select({ id: pushSubscriptions.id, settings: users.settings })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(eq(pushSubscriptions.userId, request.userId));
    const settings = devices[0]?.settings;
    if (settings === undefined || !wantsPush(parseSettings(settings), request.category)) return 0;
    const rows = devices.map((device) => ({
      id: newId(),
      subscriptionId: device.id,
      userId: request.userId,
      category: request.category,
      payload: request.payload,
      notificationId: request.notificationId,
      urgency: request.urgency,
      dedupeKey: request.dedupeKey ? `${device.id}:${request.dedupeKey}` : null,
    }));
    await db
      .insert(pushOutbox)
      .values(rows)
      .onConflictDoUpdate({
        target: pushOutbox.dedupeKey,
        targetWhere: sql`${pushOutbox.status} = 'pending'`,
        set: { payload: sql`excluded.payload`, notificationId: sql`excluded.notification_id` },
      });
    setup.wake();
    return rows.length;
  } catch (err) {
    setup.log.warn({ err }, 'queuing a push failed');
    return 0;
  }
}

/** Long enough for one push request (PUSH_TIMEOUT_MS) with room to spare; a crashed sender's rows come back after it. */
const LEASE_MS = 60_000;
const PUSH_TIMEOUT_MS = 15_000;
/** A day: a phone off for longer gets what is still unread from the bell, not a pile of old pushes. */
const TTL_SECONDS = 86_400;

type ClaimedRow = {
  id: string;
  subscription_id: string;
  category: PushCategory;
  payload: PushPayload;
  urgency: 'normal' | 'high';
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  settings: unknown;
  /** False once the device moved to someone else (a shared browser): never sent to its new owner. */
  same_owner: boolean;
  suspended: boolean;
  still_unread: boolean;
};

/** The push service's Topic (at most 32 base64url characters): a newer push of a tag replaces one not yet delivered. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

type Outcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'retry' | 'failed'; error: string; retryAfterMs?: number }
  /** Its host is, or resolves to, an address that is not public (decision 2430): never sent to. */
  | { kind: 'refused'; error: string };

async function send(row: ClaimedRow, config: PushConfig, keys: { publicKey: string; privateKey: string }): Promise<Outcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(row.payload),
      {
        vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        urgency: row.urgency,
        topic: topicOf(row.payload.tag),
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (err) {
    // Keys that do not encrypt (not a point on the curve): this subscription can never be sent to.
    return { kind: 'failed', error: String((err as Error).message ?? err) };
  }
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  let response: Awaited<ReturnType<typeof fetch>>;
  try {
    // Our own requests, not web-push's, so a test's push service on this machine can be plain http
    // (PUSH_ALLOW_HTTP_ENDPOINTS); redirects are not followed, a push service answers where it is.
    // The dispatcher connects only to public addresses (decision 2430), judged at connect time.
    response = await fetch(row.endpoint, {
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      dispatcher: publicOnlyDispatcher(config.allowLocalHttp),
    });
  } catch (err) {
    const refused = notPublicCause(err);
    if (refused) return { kind: 'refused', error: `Refused: ${refused.message}` };
    return { kind: 'retry', error: String((err as Error).message ?? err) };
  }
  const text = (await response.text().catch(() => '')).slice(0, 300);
  if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
  // RFC 8030: the subscription expired or was withdrawn; it will never work again.
  if (response.status === 404 || response.status === 410) return { kind: 'gone' };
  const error = `${response.status} ${text}`.trim();
  if (response.status === 429 || response.status === 408 || response.status >= 500) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return { kind: 'retry', error, ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterMs: retryAfter * 1000 }) };
  }
  return { kind: 'failed', error };
}

/**
 * Sends what is due, up to `batch`: answers how many rows it took and how many reached their push service. Rows are
 * claimed in one statement (FOR UPDATE SKIP LOCKED, then a lease), so instances never take the same row;
 * the claim reads whether each is still wanted (settings, suspension, its notification unread).
 */
export async function drainPushOutbox(db: Db, { batch = 20 }: { batch?: number } = {}): Promise<{ claimed: number; sent: number }> {
  const setup = setups.get(db);
  if (!setup) return { claimed: 0, sent: 0 };
  const { config } = setup;
  const claimed = await db.execute(sql`
    ${claimDueRows(pushOutbox, { batch, leaseMs: LEASE_MS, returning: 'id, subscription_id, user_id, category, payload, notification_id, urgency, attempts, not_before' })}
    select c.id, c.subscription_id, c.category, c.payload, c.urgency, c.attempts,
      s.endpoint, s.p256dh, s.auth, s.user_id = c.user_id as same_owner, u.settings, u.suspended_at is not null as suspended,
      coalesce(n.read_at is null, false) as still_unread
    from claimed c
    join ${pushSubscriptions} s on s.id = c.subscription_id
    join ${users} u on u.id = c.user_id
    left join ${notifications} n on n.id = c.notification_id
    order by c.not_before`);
  const rows = (claimed as unknown as { rows: ClaimedRow[] }).rows;
  if (rows.length === 0) return { claimed: 0, sent: 0 };
  const keys = await vapidKeys(db, config);
  const outcomes = await Promise.all(
    rows.map(async (row) => {
      if (!row.same_owner || row.suspended || !row.still_unread || !wantsPush(parseSettings(row.settings), row.category)) {
        await closeClaimed(db, row, 'skipped');
        return false;
      }
      const outcome = await send(row, config, keys);
      // The error names the host and the address, never the endpoint's path (its secret).
      if (outcome.kind === 'refused') setup.log.warn({ subscriptionId: row.subscription_id, error: outcome.error }, 'push endpoint refused: not a public address');
      await record(db, config, row, outcome);
      return outcome.kind === 'sent';
    }),
  );
  return { claimed: rows.length, sent: outcomes.filter(Boolean).length };
}

/**
 * Closes a claimed row, unless a newer push of its conversation or subject replaced its payload while
 * it was being sent (the dedupe key's upsert): that one is still to send, so the row is only unlocked.
 */
async function closeClaimed(db: Db, row: ClaimedRow, status: 'sent' | 'skipped') {
  // One statement: the upsert of a newer push locks the same row, so it lands wholly before or after.
  const same = sql`payload = ${JSON.stringify(row.payload)}::jsonb`;
  await db.execute(sql`
    update ${pushOutbox}
    set status = case when ${same} then ${status} else status end,
        sent_at = case when ${same} and ${status} = 'sent' then now() else sent_at end,
        locked_until = null
    where id = ${row.id}`);
}

async function record(db: Db, config: PushConfig, row: ClaimedRow, outcome: Outcome) {
  const now = new Date();
  if (outcome.kind === 'gone') {
    // Its pending pushes go with it (ON DELETE CASCADE), this one included.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscription_id));
    return;
  }
  if (outcome.kind === 'sent') {
    await closeClaimed(db, row, 'sent');
    await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, row.subscription_id));
    return;
  }
  const final = outcome.kind !== 'retry';
  await retryOrFail(db, pushOutbox, row, config, { error: outcome.error, final, retryAfterMs: outcome.kind === 'retry' ? outcome.retryAfterMs : undefined });
  await db.update(pushSubscriptions).set({ lastFailureAt: now }).where(eq(pushSubscriptions.id, row.subscription_id));
}

/**
 * Turns push on for the app's database: queued pushes are sent every `pollMs` and as soon as they are
 * queued (0: this instance queues them but sends none; another instance does).
 */
export function schedulePush(app: FastifyInstance, config: PushConfig) {
  const wake = runPeriodically(app, 'sending pushes', config.pollMs, async () => {
    while ((await drainPushOutbox(app.db)).claimed > 0);
  });
  setups.set(app.db, { config, log: app.log, wake });
}
