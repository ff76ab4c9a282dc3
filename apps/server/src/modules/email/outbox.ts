import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseSettings, type Settings } from '@spaceshare/shared/settings';
import type { EmailConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { claimDueRows, closeRow, renewLease, retryOrFail } from '../../lib/outbox.js';
import { conversations, emailOutbox, notifications, routeAlerts, users, type EmailCategory, type EmailCondition } from '../../db/schema/index.js';
import type { EmailContent } from './templates.js';
import type { Mailer } from './mailer.js';

// The email outbox (issue 11): enqueue writes a row (never sends), the worker drains due rows.

const configs = new WeakMap<object, EmailConfig>();

/** Turns email on for `db` (the app does it at start); without it nothing is queued (seed scripts). */
export function configureEmail(db: Executor, config: EmailConfig) {
  configs.set(db, config);
}

export const emailConfigOf = (db: Executor) => configs.get(db);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction in which `enqueueEmail` queues as it does on `db`: the email goes only if the rest commits. */
export function transactionWithEmail<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const config = configs.get(db);
  return db.transaction(async (tx) => {
    if (config) configureEmail(tx, config);
    return work(tx);
  });
}

/**
 * Whether the user's settings let this category through ('account' always goes). Route alerts follow
 * the email switch here and each alert's own choice (decision 1505).
 */
export function wantsEmail(settings: Settings, category: EmailCategory): boolean {
  if (category === 'account') return true;
  if (!settings.emailNotifications) return false;
  if (category === 'alerts') return true;
  return category === 'messages' ? settings.messageAlerts : settings.orderUpdates;
}

/** A settings switch turned off, the user's stored settings repaired on the way. */
const switchOff = (setting: keyof Settings) => (db: Db, userId: string, stored: unknown) =>
  db
    .update(users)
    .set({ settings: { ...parseSettings(stored), [setting]: false } })
    .where(eq(users.id, userId));

/** What one click on a category's unsubscribe link turns off: a settings switch, or every route alert's email. */
const UNSUBSCRIBE: Record<Exclude<EmailCategory, 'account'>, (db: Db, userId: string, stored: unknown) => Promise<unknown>> = {
  messages: switchOff('messageAlerts'),
  orders: switchOff('orderUpdates'),
  alerts: (db, userId) => db.update(routeAlerts).set({ email: false }).where(eq(routeAlerts.userId, userId)),
};

async function unsubscribeTokenOf(db: Executor, userId: string, current: string | null): Promise<string> {
  if (current) return current;
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .update(users)
    .set({ unsubscribeToken: sql`coalesce(${users.unsubscribeToken}, ${token})` })
    .where(eq(users.id, userId))
    .returning({ token: users.unsubscribeToken });
  return row?.token ?? token;
}

export type EmailRequest = {
  userId: string;
  category: EmailCategory;
  /** Builds the email once the unsubscribe link (null for account emails) and the site's address are known. */
  content: (links: { publicUrl: string; unsubscribeUrl: string | null }) => EmailContent;
  /** Another address than the account's: a change of email's link goes to the new one (decision 2311). */
  to?: string;
  dedupeKey?: string;
  delayMs?: number;
  condition?: EmailCondition;
};

/**
 * Queues an email to a user, if email is on for `db` and their settings want its category. A pending
 * email with the same dedupe key makes this one unnecessary.
 */
export async function enqueueEmail(db: Executor, request: EmailRequest): Promise<boolean> {
  const config = configs.get(db);
  if (!config) return false;
  const [user] = await db
    .select({ email: users.email, settings: users.settings, token: users.unsubscribeToken })
    .from(users)
    .where(eq(users.id, request.userId))
    .limit(1);
  if (!user || !wantsEmail(parseSettings(user.settings), request.category)) return false;
  const unsubscribeUrl =
    request.category === 'account'
      ? null
      : `${config.publicUrl}/api/email/unsubscribe?${new URLSearchParams({
          u: request.userId,
          c: request.category,
          t: await unsubscribeTokenOf(db, request.userId, user.token),
        })}`;
  const content = request.content({ publicUrl: config.publicUrl, unsubscribeUrl });
  const rows = await db
    .insert(emailOutbox)
    .values({
      id: newId(),
      userId: request.userId,
      toAddress: request.to ?? user.email,
      category: request.category,
      ...content,
      unsubscribeUrl,
      dedupeKey: request.dedupeKey ?? null,
      condition: request.condition ?? null,
      notBefore: new Date(Date.now() + (request.delayMs ?? 0)),
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey, where: sql`${emailOutbox.status} = 'pending'` })
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** A lease long enough for one SMTP exchange; a crashed sender's rows come back after it. */
export const EMAIL_LEASE_MS = 60_000;

/**
 * Checked again just before sending, since an email may wait minutes in the outbox: the recipient
 * still wants its category (a switch turned off or an unsubscribe since is honoured), is not
 * suspended (account emails still go), an unread-messages email's thread is still unread, and a route
 * alert's email is still wanted by its alert and its notification not yet read in the app. The
 * claim reads what this needs with the rows, so a batch costs no query per email.
 */
function stillWanted(row: ClaimedRow): boolean {
  if (row.user_id && row.category !== 'account') {
    if (!row.recipient_found || row.recipient_suspended || !wantsEmail(parseSettings(row.recipient_settings), row.category)) return false;
  }
  if (!row.condition) return true;
  return row.condition.kind === 'route-alert' ? row.alert_wanted === true : row.still_unread === true;
}

/**
 * Sends what is due, up to `batch`. Rows are claimed in one statement (FOR UPDATE SKIP LOCKED, then a
 * lease), so instances draining the same table never take the same row; a failure retries with
 * exponential backoff until `maxAttempts`.
 */
export async function drainOutbox(db: Db, mailer: Mailer, { batch = 20 }: { batch?: number } = {}): Promise<number> {
  const config = configs.get(db);
  if (!config) return 0;
  const claimed = await db.execute(sql`
    ${claimDueRows(emailOutbox, { batch, leaseMs: EMAIL_LEASE_MS, returning: 'id, user_id, category, to_address, subject, html, text, unsubscribe_url, condition, attempts, not_before' })}
    select c.id, c.user_id, c.category, c.to_address, c.subject, c.html, c.text, c.unsubscribe_url, c.condition, c.attempts,
      u.id is not null as recipient_found, u.settings as recipient_settings, u.suspended_at is not null as recipient_suspended,
      case when v.id is null then null
           when c.condition->>'userId' = v.seller_id then not v.read_by_seller
           else not v.read_by_buyer end as still_unread,
      coalesce(a.email and n.id is not null and n.read_at is null, false) as alert_wanted
    from claimed c
    left join ${users} u on u.id = c.user_id
    left join ${conversations} v on v.id = c.condition->>'conversationId'
    left join ${routeAlerts} a on a.id = c.condition->>'alertId'
    left join ${notifications} n on n.id = c.condition->>'notificationId'
    order by c.not_before`);
  const rows = (claimed as unknown as { rows: ClaimedRow[] }).rows;
  let sent = 0;
  for (const row of rows) {
    if (!stillWanted(row)) {
      await closeRow(db, emailOutbox, row.id, 'skipped');
      continue;
    }
    // The rows wait their turn: one whose lease ran out meanwhile may be another instance's by now.
    if (!(await renewLease(db, emailOutbox, row, EMAIL_LEASE_MS))) continue;
    try {
      await mailer.send({ id: row.id, to: row.to_address, subject: row.subject, html: row.html, text: row.text, unsubscribeUrl: row.unsubscribe_url });
      await closeRow(db, emailOutbox, row.id, 'sent');
      sent++;
    } catch (err) {
      await retryOrFail(db, emailOutbox, row, config, { error: String((err as Error).message ?? err) });
    }
  }
  return sent;
}

type ClaimedRow = {
  id: string;
  user_id: string | null;
  category: EmailCategory;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  unsubscribe_url: string | null;
  condition: EmailCondition | null;
  attempts: number;
  recipient_found: boolean;
  recipient_settings: unknown;
  recipient_suspended: boolean;
  /** Null when the row has no condition or its conversation is gone. */
  still_unread: boolean | null;
  /** A route alert's email: its alert still wants email and its notification is unread (false when either is gone). */
  alert_wanted: boolean;
};

/** Drains every `pollMs` while the app runs (0: this instance sends nothing). */
export function scheduleOutbox(app: FastifyInstance, mailer: Mailer, pollMs: number) {
  if (pollMs <= 0) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while ((await drainOutbox(app.db, mailer)) > 0);
    } catch (err) {
      app.log.warn({ err }, 'sending email failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    mailer.close();
  });
}

/** One-click unsubscribe: the token proves the link is the user's; the category's switch goes off (`dryRun`: only checks the link). */
export async function unsubscribe(
  db: Db,
  { userId, category, token }: { userId: string; category: string; token: string },
  { dryRun = false } = {},
): Promise<boolean> {
  // Own keys only: `in` also took inherited names (toString, constructor) as categories.
  if (!Object.hasOwn(UNSUBSCRIBE, category)) return false;
  const [user] = await db
    .select({ settings: users.settings })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.unsubscribeToken, token)))
    .limit(1);
  if (!user) return false;
  if (dryRun) return true;
  await UNSUBSCRIBE[category as keyof typeof UNSUBSCRIBE](db, userId, user.settings);
  return true;
}
