import type { ListingType } from '@spaceshare/shared/constants';

/** Which listing line a shared piece works for; also the API path prefix (/api/gigs, /api/containers). */
export type ListingKind = 'gigs' | 'containers';

/** The singular noun, which is also the listing's type in orders, requests and conversations. */
export const LISTING_NOUN: Record<ListingKind, ListingType> = { gigs: 'gig', containers: 'container' };
