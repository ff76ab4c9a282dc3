/** Which listing line a shared piece works for; also the API path prefix (/api/gigs, /api/containers). */
export type ListingKind = 'gigs' | 'containers';

export const LISTING_NOUN: Record<ListingKind, string> = { gigs: 'gig', containers: 'container' };
