// Listing expiry (spec §4, §9). The server uses `expiresAt` to store an indexable end time and to
// refuse completing a live listing; the web uses the status and label for badges.

import { closedDeparted, closedExpired } from '../messages/listings.js';

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

type DepartureInput = string | null | undefined;

/** Hours after 00:00 UTC at which a date begins at UTC-12, the last place on Earth to reach it. */
const LAST_ZONE_HOURS = 12;

/**
 * When a container's bookings close (decision 2460): the moment its departure date begins everywhere,
 * 00:00 at UTC-12, i.e. 12:00 UTC on that date. null for a missing or malformed date (no cut-off).
 */
export function departureCutoff(departureDate: DepartureInput): Date | null {
  if (!departureDate || !/^\d{4}-\d{2}-\d{2}$/.test(departureDate)) return null;
  const time = Date.parse(`${departureDate}T${String(LAST_ZONE_HOURS).padStart(2, '0')}:00:00Z`);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Whether a container's departure cut-off has passed: it sailed, whatever its listing's days say. */
export function hasDeparted(departureDate: DepartureInput, now: Date = new Date()): boolean {
  const cutoff = departureCutoff(departureDate);
  return cutoff !== null && cutoff.getTime() <= now.getTime();
}

/**
 * The instant the listing expires, or null when createdAt or expirationDays is missing or invalid:
 * createdAt + expirationDays, or a container's departure cut-off when that comes first (decision 2460).
 * The server stores the same value as `expires_at`.
 */
export function expiresAt(createdAt: DateInput, expirationDays: DaysInput, departureDate?: DepartureInput): Date | null {
  const created = toTime(createdAt);
  if (created === null || typeof expirationDays !== 'number' || !Number.isFinite(expirationDays)) return null;
  const end = created + expirationDays * DAY_MS;
  const cutoff = departureCutoff(departureDate);
  return new Date(cutoff === null ? end : Math.min(end, cutoff.getTime()));
}

/**
 * Whole days left, rounded up: 1 means "less than a day left", 0 or less means expired.
 * null when createdAt or expirationDays is missing (callers treat that as expired).
 */
export function daysRemaining(createdAt: DateInput, expirationDays: DaysInput, now: Date = new Date(), departureDate?: DepartureInput): number | null {
  const end = expiresAt(createdAt, expirationDays, departureDate);
  if (end === null) return null;
  const days = Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // no -0 in labels or equality checks
}

export function expiryStatus(createdAt: DateInput, expirationDays: DaysInput, now: Date = new Date(), departureDate?: DepartureInput): ExpiryStatus {
  const days = daysRemaining(createdAt, expirationDays, now, departureDate);
  if (days === null || days <= 0) return 'expired';
  if (days <= EXPIRY_THRESHOLDS.URGENT_DAYS) return 'urgent';
  if (days <= EXPIRY_THRESHOLDS.SOON_DAYS) return 'expiring-soon';
  return 'active';
}

export function isExpired(createdAt: DateInput, expirationDays: DaysInput, now: Date = new Date(), departureDate?: DepartureInput): boolean {
  return expiryStatus(createdAt, expirationDays, now, departureDate) === 'expired';
}

/**
 * Badge text. Because days are rounded up, "1 day" covers anything under 24 hours, so the spec's
 * 'Expires today' needs its own rule. Ours: a listing that ends before the coming local midnight
 * (i.e. on today's calendar date, in the viewer's time zone) 'Expires today'; one that ends less than
 * 24 hours from now but after midnight 'Expires in 1 day'; otherwise 'EXP in N days'. A container
 * whose departure cut-off has passed reads 'DEPARTED' rather than 'EXPIRED' (decision 2460).
 */
export function expiryLabel(createdAt: DateInput, expirationDays: DaysInput, now: Date = new Date(), departureDate?: DepartureInput): string {
  const days = daysRemaining(createdAt, expirationDays, now, departureDate);
  if (days === null || days <= 0) return hasDeparted(departureDate, now) ? closedDeparted : closedExpired;
  if (days === 1) {
    const end = expiresAt(createdAt, expirationDays, departureDate) as Date;
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
  /** A container's; its cut-off ends the listing early. */
  departureDate?: DepartureInput;
  isCompleted?: boolean | null;
}

/** An owner may mark a listing complete once it has expired, and only once (spec §4). */
export function canMarkComplete(listing: CompletableListing, now: Date = new Date()): boolean {
  return !listing.isCompleted && isExpired(listing.createdAt, listing.expirationDays, now, listing.departureDate);
}

/** The owner's table cell: 'Mark Complete' button, '✓ COMPLETED', or days left. */
export type CompletionState =
  | { kind: 'mark-complete' }
  | { kind: 'completed' }
  | { kind: 'days-left'; days: number };

export function completionState(listing: CompletableListing, now: Date = new Date()): CompletionState {
  const days = daysRemaining(listing.createdAt, listing.expirationDays, now, listing.departureDate);
  if (days === null || days <= 0) return listing.isCompleted ? { kind: 'completed' } : { kind: 'mark-complete' };
  return { kind: 'days-left', days };
}

/** 'N days left' in the owner's tables; singular for one day. */
export function daysLeftLabel(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}
