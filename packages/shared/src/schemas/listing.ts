import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { positiveNumber, requiredText } from './fields.js';

// Field rules shared by the gig and container forms (spec §5, §9).

export const titleField = requiredText({
  required: MESSAGES.titleRequired,
  min: LIMITS.TITLE_MIN,
  tooShort: MESSAGES.titleMin,
  max: LIMITS.TITLE_MAX,
  tooLong: MESSAGES.titleMax,
  oneLine: true,
});

/** The spec has a single "at least 50" alert for about, empty or short alike. */
export const aboutField = requiredText({
  required: MESSAGES.aboutMin,
  min: LIMITS.ABOUT_MIN,
  max: LIMITS.ABOUT_MAX,
  tooLong: MESSAGES.aboutMax,
});

export const placeField = (required: string) =>
  requiredText({ required, max: LIMITS.CITY_MAX, tooLong: MESSAGES.placeTooLong });

/** Kilograms for gigs, cubic metres for containers; both step by 0.5. */
export const spaceField = positiveNumber({
  positive: MESSAGES.availableSpacePositive,
  max: LIMITS.SPACE_MAX,
  tooLarge: MESSAGES.availableSpaceMax,
  step: LIMITS.SPACE_STEP,
  offStep: MESSAGES.availableSpaceStep,
});

/** Prices are whole yuan: the input steps by 1 and the database column is an integer. */
export const priceRMBField = positiveNumber({
  positive: MESSAGES.pricePositive,
  max: LIMITS.PRICE_MAX,
  tooLarge: MESSAGES.priceMax,
  step: LIMITS.PRICE_STEP,
  offStep: MESSAGES.priceWhole,
});

export const expirationDaysField = positiveNumber({
  positive: MESSAGES.expirationDaysPositive,
  max: LIMITS.EXPIRATION_DAYS_MAX,
  tooLarge: MESSAGES.expirationDaysMax,
  step: 1,
  offStep: MESSAGES.expirationDaysWhole,
});

/**
 * The owner's edit page asks what an edit may change before the form opens (decision 2107):
 * `termsLocked` while buyers have a pending request or an active order on the listing, when the
 * fields of the kind's `*_TERMS_FIELDS` are refused on save (decision 1602).
 */
export const listingEditStateSchema = z.object({ termsLocked: z.boolean() });
export type ListingEditState = z.infer<typeof listingEditStateSchema>;
