import { z } from 'zod';
import { LISTING_TYPES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { idField, isoDateTime } from './fields.js';

/** A listing of mine an operator removed (decision 1802): what it was, when, and the operator's note. */
export const removedListingSchema = z.object({
  _id: idField,
  type: z.enum(LISTING_TYPES),
  title: z.string(),
  removedAt: isoDateTime,
  /** The note of the latest removal; '' when the operator wrote none. */
  note: z.string(),
});

/** GET /listings/removed?type=gig|container */
export const removedListingsQuerySchema = z.object({
  type: z.enum(LISTING_TYPES, { error: MESSAGES.listingTypeInvalid }),
});

export const removedListingsSchema = z.object({ items: z.array(removedListingSchema) });

export type RemovedListing = z.infer<typeof removedListingSchema>;
export type RemovedListings = z.infer<typeof removedListingsSchema>;
