import type { ListingType } from '@spaceshare/shared/constants';

/** Which listing line a shared piece works for; also the API path prefix (/api/gigs, /api/containers). */
export type ListingKind = 'gigs' | 'containers';

/** The singular noun, which is also the listing's type in orders, requests and conversations. */
export const LISTING_NOUN: Record<ListingKind, ListingType> = { gigs: 'gig', containers: 'container' };

/** The owner's table of each line (My Gigs, My Containers). */
export const MY_LISTINGS: Record<ListingKind, string> = { gigs: '/mygigs', containers: '/myContainers' };

/** A listing's page; its edit page is `${listingHref(kind, id)}/edit`. */
export const listingHref = (kind: ListingKind, id: string) => `/${LISTING_NOUN[kind]}/${id}`;
