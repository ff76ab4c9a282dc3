// Listing expiry (spec §4, §9). The server uses `expiresAt` to store an indexable end time and to
// refuse completing a live listing; the web uses the status and label for badges.

export const DAY_MS = 24 * 60 * 60 * 1000;

export const EXPIRY_STATUSES = ['expired', 'urgent', 'expiring-soon', 'active'] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

/** Days left at or below which a listing is urgent / expiring soon (spec §9). */
export const EXPIRY_THRESHOLDS = { URGENT_DAYS: 2, SOON_DAYS: 7 } as const;

type DateInput = string | Date | null | undefined;
type DaysInput = number | null | undefined;

function toTime(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** The instant the listing expires, or null when createdAt or expirationDays is missing or invalid. */
export function expiresAt(createdAt: DateInput, expirationDays: DaysInput): Date | null {
  const created = toTime(createdAt);
  if (created === null || typeof expirationDays !== 'number' || !Number.isFinite(expirationDays)) return null;
  return new Date(created + expirationDays * DAY_MS);
}

/**
 * Whole days left, rounded up: 1 means "less than a day left", 0 or less means expired.
 * null when createdAt or expirationDays is missing (callers treat that as expired).
 */
export function daysRemaining(createdAt: DateInput, expirationDays: DaysInput, now: Date = new Date()): number | null {
  const end = expiresAt(createdAt, expirationDays);
  if (end === null) return null;
  const days = Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // no -0 in labels or equality checks
}

export function expiryStatus(createdAt: DateInput, expirationDays: DaysInput, now: Date = new Date()): ExpiryStatus {
  const days = daysRemaining(createdAt, expirationDays, now);
  if (days === null || days <= 0) return 'expired';
  if (days <= EXPIRY_THRESHOLDS.URGENT_DAYS) return 'urgent';
  if (days <= EXPIRY_THRESHOLDS.SOON_DAYS) return 'expiring-soon';
  return 'active';
}

export function isExpired(createdAt: DateInput, expirationDays: DaysInput, now: Date = new Date()): boolean {
  return expiryStatus(createdAt, expirationDays, now) === 'expired';
}

/**
 * Badge text. Because days are rounded up, "1 day" covers anything under 24 hours, so the spec's
 * 'Expires today' needs its own rule. Ours: a listing that ends before the coming local midnight
 * (i.e. on today's calendar date, in the viewer's time zone) 'Expires today'; one that ends less than
 * 24 hours from now but after midnight 'Expires in 1 day'; otherwise 'EXP in N days'.
 */
export function expiryLabel(createdAt: DateInput, expirationDays: DaysInput, now: Date = new Date()): string {
  const days = daysRemaining(createdAt, expirationDays, now);
  if (days === null || days <= 0) return 'EXPIRED';
  if (days === 1) {
    const end = expiresAt(createdAt, expirationDays) as Date;
    return isSameLocalDay(end, now) ? 'Expires today' : 'Expires in 1 day';
  }
  return `EXP in ${days} days`;
}

function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

interface CompletableListing {
  createdAt: DateInput;
  expirationDays: DaysInput;
  isCompleted?: boolean | null;
}

/** An owner may mark a listing complete once it has expired, and only once (spec §4). */
export function canMarkComplete(listing: CompletableListing, now: Date = new Date()): boolean {
  return !listing.isCompleted && isExpired(listing.createdAt, listing.expirationDays, now);
}

/** The owner's table cell: 'Mark Complete' button, '✓ COMPLETED', or days left. */
export type CompletionState =
  | { kind: 'mark-complete' }
  | { kind: 'completed' }
  | { kind: 'days-left'; days: number };

export function completionState(listing: CompletableListing, now: Date = new Date()): CompletionState {
  const days = daysRemaining(listing.createdAt, listing.expirationDays, now);
  if (days === null || days <= 0) return listing.isCompleted ? { kind: 'completed' } : { kind: 'mark-complete' };
  return { kind: 'days-left', days };
}

/** 'N days left' in the owner's tables; singular for one day. */
export function daysLeftLabel(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}
