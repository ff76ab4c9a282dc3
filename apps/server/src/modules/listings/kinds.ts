import type { ListingType } from '@spaceshare/shared/constants';
import { containerKind } from '../containers/kind.js';
import { gigKind } from '../gigs/kind.js';
import type { ListingKindBase } from './kind.js';

/** Every kind of listing, by the name orders record; a new line of business adds its kind here. */
export const LISTING_KINDS = { gig: gigKind, container: containerKind } as const satisfies Record<ListingType, ListingKindBase>;

export const listingKindOf = (type: ListingType): ListingKindBase => LISTING_KINDS[type];
