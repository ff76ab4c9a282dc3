import { z } from 'zod';
import { matchGroupSchema } from './search-fallback.js';
import { DEFAULT_CATEGORY, LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { countryCodeField, countryNameField, firstIssueMessage, idField, imageUrlField, isoDateTime, isRecord, textField } from './fields.js';
import {
  aboutField,
  expirationDaysField,
  placeField,
  priceRMBField,
  spaceField,
  titleField,
} from './listing.js';

const shortText = textField().trim().max(LIMITS.TITLE_MAX).default('');

/**
 * The gig's terms: the form fields an edit may not change while buyers have a pending request or an
 * active order on the gig (decision 1602; the legacy `price`, which has no input, too).
 */
export const GIG_TERMS_FIELDS = ['departureCountry', 'departureCity', 'destinationCountry', 'destinationCity', 'priceRMB'] as const;

/**
 * POST /gigs body and the Add New Gig form. Key order IS the spec's alert order (§5): zod reports
 * issues in shape order, and the web shows the first one. `userId` is deliberately absent: the server
 * takes the owner from the session and zod strips the client's value.
 */
export const gigFormSchema = z.object({
  title: titleField,
  about: aboutField,
  departureCountry: placeField(MESSAGES.departureCountryRequired),
  departureCity: placeField(MESSAGES.departureCityRequired),
  destinationCountry: placeField(MESSAGES.destinationCountryRequired),
  destinationCity: placeField(MESSAGES.destinationCityRequired),
  availableSpace: spaceField,
  priceRMB: priceRMBField,
  expirationDays: expirationDaysField,
  // Fields of the original data model that the form sends with their defaults (spec §3).
  cat: textField().trim().min(1).max(LIMITS.CITY_MAX).default(DEFAULT_CATEGORY),
  cover: imageUrlField.default(''),
  images: z.array(imageUrlField).max(LIMITS.GIG_IMAGES_MAX).default([]),
  desc: textField().trim().max(LIMITS.ABOUT_MAX).default(''),
  shortTitle: shortText,
  shortDesc: textField().trim().max(LIMITS.ABOUT_MAX).default(''),
  deliveryTime: z.number().int().min(0).max(LIMITS.EXPIRATION_DAYS_MAX).default(0),
  revisionNumber: z.number().int().min(0).max(100).default(0),
  features: z.array(textField().trim().max(LIMITS.TITLE_MAX)).max(LIMITS.GIG_FEATURES_MAX).default([]),
  price: z.number().min(0).max(LIMITS.PRICE_MAX).default(0),
}).refine((form) => !sameTown(form), {
  // After the spec's alerts, as the container's date order is (decision 1604).
  error: MESSAGES.routeSameCity,
  path: ['destinationCity'],
  // Once the four places are given (their own alerts come first), even while other fields still have errors.
  when: ({ value: form }) => isRecord(form) && ROUTE_FIELDS.every((field) => typeof form[field] === 'string' && form[field].trim() !== ''),
});

const ROUTE_FIELDS = ['departureCountry', 'departureCity', 'destinationCountry', 'destinationCity'] as const;

/** A trip from a city to itself: the same city in the same country, whatever the case and spaces. */
function sameTown(form: { departureCountry: string; departureCity: string; destinationCountry: string; destinationCity: string }): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return same(form.departureCity, form.destinationCity) && same(form.departureCountry, form.destinationCountry);
}

/**
 * PUT /gigs/:id: the whole form again (the edit page sends every field it loaded), and the space the
 * form was loaded with. A space edited while a booking took some is refused rather than overwritten
 * (decision 1602); without `spaceWas` the space given is set as it is.
 */
export const gigEditSchema = gigFormSchema.safeExtend({ spaceWas: z.number().min(0).max(LIMITS.SPACE_MAX).optional() });
export type GigEditInput = z.infer<typeof gigEditSchema>;

/** The validated payload. */
export type GigFormInput = z.infer<typeof gigFormSchema>;
/** The form's state before validation: every field present, numeric ones possibly input strings. */
export type GigFormValues = Required<z.input<typeof gigFormSchema>>;

/** Initial state of the Add New Gig form; numeric inputs start empty rather than showing a 0. */
export const GIG_FORM_DEFAULTS: Readonly<GigFormValues> = {
  title: '',
  about: '',
  departureCountry: '',
  departureCity: '',
  destinationCountry: '',
  destinationCity: '',
  availableSpace: '',
  priceRMB: '',
  expirationDays: '',
  cat: DEFAULT_CATEGORY,
  cover: '',
  images: [],
  desc: '',
  shortTitle: '',
  shortDesc: '',
  deliveryTime: 0,
  revisionNumber: 0,
  features: [],
  price: 0,
};

/** The alert the web shows for this input, in spec order, or null when it can be submitted. */
export function firstGigFormError(input: unknown): string | null {
  return firstIssueMessage(gigFormSchema, input);
}

export const gigSchema = z.object({
  _id: idField,
  userId: idField,
  title: z.string(),
  about: z.string(),
  departureCountry: z.string(),
  departureCity: z.string(),
  destinationCountry: z.string(),
  destinationCity: z.string(),
  availableSpace: z.number(),
  priceRMB: z.number(),
  expirationDays: z.number(),
  createdAt: isoDateTime,
  /** When the gig last changed (an edit, a booking's space): an edit form's draft is kept for this version. */
  updatedAt: isoDateTime,
  price: z.number(),
  sales: z.number(),
  isCompleted: z.boolean(),
  cat: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  desc: z.string(),
  shortTitle: z.string(),
  shortDesc: z.string(),
  deliveryTime: z.number(),
  revisionNumber: z.number(),
  features: z.array(z.string()),
  interestedCount: z.number(),
  departureCountryCode: countryCodeField,
  departureCountryName: countryNameField,
  destinationCountryCode: countryCodeField,
  destinationCountryName: countryNameField,
  /** Only on a search's fallback results (see search-fallback.ts). */
  matchGroup: matchGroupSchema.optional(),
});

export type Gig = z.infer<typeof gigSchema>;
