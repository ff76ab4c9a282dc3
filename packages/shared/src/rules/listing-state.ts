import { closedDeleted, closedExpired, closedFull, completed, listingClosedCompleted, listingClosedDeleted, listingClosedExpired, listingClosedFull } from '../messages/listings.js';

// Why a listing no longer takes offers or bookings (issue 10): removed (by its owner or an operator), completed,
// expired, or its space used up. The server refuses new interest and accepts with the reason's
// message (409); the detail page shows the reason's badge instead of 'Make Offer'.

export type ClosedReason = 'deleted' | 'completed' | 'expired' | 'full';

export interface ListingState {
  deletedAt?: Date | string | null;
  isCompleted: boolean;
  /** When it expires (the server stores it; the web computes it from createdAt + expirationDays). */
  expiresAt: Date | string | null;
  /** kg or CBM left. */
  space: number;
}

/** The first reason that applies, in the order a buyer would care about; null while open. */
export function closedReason(listing: ListingState, now: Date = new Date()): ClosedReason | null {
  if (listing.deletedAt) return 'deleted';
  if (listing.isCompleted) return 'completed';
  const expires = listing.expiresAt === null ? null : new Date(listing.expiresAt);
  if (!expires || Number.isNaN(expires.getTime()) || expires.getTime() <= now.getTime()) return 'expired';
  if (!(listing.space > 0)) return 'full';
  return null;
}

/** The refusal of a new offer or booking on a closed listing. */
export const CLOSED_MESSAGES: Readonly<Record<ClosedReason, string>> = {
  deleted: listingClosedDeleted,
  completed: listingClosedCompleted,
  expired: listingClosedExpired,
  full: listingClosedFull,
};

/** The badge shown instead of 'Make Offer': 'EXPIRED', '✓ COMPLETED', 'Fully booked'. */
export const CLOSED_LABELS: Readonly<Record<ClosedReason, string>> = {
  deleted: closedDeleted,
  completed,
  expired: closedExpired,
  full: closedFull,
};
