import { z } from 'zod';
import { matchGroupSchema } from './search-fallback.js';
import {
  CONTAINER_CAPACITY_CBM,
  CONTAINER_TYPES,
  DEFAULT_CONTAINER_TYPE,
  LIMITS,
  TAX_CLEARANCE,
  type TaxClearance,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import { countryCodeField, countryNameField, firstIssueMessage, idField, isoDateTime, isRecord, requiredText, textField } from './fields.js';
import {
  aboutField,
  expirationDaysField,
  placeField,
  priceRMBField,
  spaceField,
  titleField,
} from './listing.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (what <input type="date"> produces); rejects 2025-02-30. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The earliest departure a new container, or an edit that moves its date, may give: the first date
 * whose booking cut-off, 12:00 UTC when the date begins at UTC-12 (decision 2460), is still ahead,
 * i.e. today at UTC+12. A date begun everywhere takes no bookings, so listing it would open a closed
 * container. (Decision 1203 allowed yesterday in UTC.)
 */
export function earliestDepartureDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The latest departure or arrival a listing may give (decision 1801): a container sails within two
 * years, and a date like 9999-12-31 is a slip of the keyboard, not a plan.
 */
export function latestListingDate(now: Date = new Date()): string {
  return new Date(now.getTime() + LIMITS.LISTING_DATE_HORIZON_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether a departure the owner gives is too early; the one the listing already has is kept as it is (decision 2460). */
export function departureTooEarly(value: string, kept?: string | null, now: Date = new Date()): boolean {
  return value !== kept && value < earliestDepartureDate(now);
}

/** `notPast`: refuse a departure already begun; `kept` is the stored one an edit may leave unchanged. */
const dateField = (required: string, { notPast = false, kept }: { notPast?: boolean; kept?: string | null } = {}) =>
  textField(required)
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: required });
      else if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.dateInvalid });
      else if (notPast && departureTooEarly(value, kept)) ctx.addIssue({ code: 'custom', message: MESSAGES.departureDatePast });
      else if (value > latestListingDate()) ctx.addIssue({ code: 'custom', message: MESSAGES.dateTooFar });
    });

/**
 * The container's terms: what an edit may not change while buyers wait on it (see GIG_TERMS_FIELDS).
 * Tax clearance among them: who pays customs is part of the price (decision 2313).
 */
export const CONTAINER_TERMS_FIELDS = ['containerType', 'taxClearance', 'locationCountry', 'locationCity', 'priceRMB'] as const;

/**
 * POST /containers body and the Add New Container form; key order is the spec's alert order (§5).
 * `userId` is absent on purpose: the owner comes from the session.
 */
const containerSchemaKeeping = (departure: { notPast: boolean; kept?: string | null }) =>
  z
    .object({
      title: titleField,
      about: aboutField,
      containerType: z
        .enum(CONTAINER_TYPES, {
          // '99ft' is not missing: it is not one of the types.
          error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? MESSAGES.containerTypeRequired : MESSAGES.containerTypeInvalid),
        })
        .default(DEFAULT_CONTAINER_TYPE),
      cargoType: requiredText({
        required: MESSAGES.cargoTypeMin,
        min: LIMITS.CARGO_TYPE_MIN,
        max: LIMITS.CARGO_TYPE_MAX,
        tooLong: MESSAGES.cargoTypeMax,
      }),
      taxClearance: z.enum(TAX_CLEARANCE, { error: MESSAGES.taxClearanceRequired }),
      locationCountry: placeField(MESSAGES.locationCountryRequired),
      locationCity: placeField(MESSAGES.locationCityRequired),
      availableSpaceCBM: spaceField,
      priceRMB: priceRMBField,
      departureDate: dateField(MESSAGES.departureDateRequired, departure),
      arrivalDate: dateField(MESSAGES.arrivalDateRequired),
      expirationDays: expirationDaysField,
    })
    .superRefine((form, ctx) => {
      // A type's inside volume bounds the space it offers (decision 2422); checked once both are valid.
      const capacity = CONTAINER_CAPACITY_CBM[form.containerType];
      if (form.availableSpaceCBM > capacity) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.containerSpaceMax(form.containerType, capacity), path: ['availableSpaceCBM'] });
      }
    })
    .refine((form) => form.arrivalDate > form.departureDate, {
      error: MESSAGES.arrivalAfterDeparture,
      path: ['arrivalDate'],
      // Check the order as soon as both dates are valid, even while other fields still have errors, so
      // the form can show it next to the date; it stays last in issue order, as in the spec.
      when: ({ value: form }) =>
        isRecord(form) &&
        typeof form.departureDate === 'string' &&
        typeof form.arrivalDate === 'string' &&
        isIsoDate(form.departureDate.trim()) &&
        isIsoDate(form.arrivalDate.trim()),
    });

export const containerFormSchema = containerSchemaKeeping({ notPast: true });

const spaceWas = { spaceWas: z.number().min(0).max(LIMITS.SPACE_MAX).optional() };

/**
 * PUT /containers/:id: the whole form again and the space it was loaded with (see gigEditSchema). The
 * departure is not checked against today here: an unchanged one may have passed (decision 2460), and
 * only the service knows the stored one; it refuses a changed departure with `departureTooEarly`.
 */
export const containerEditSchema = containerSchemaKeeping({ notPast: false }).safeExtend(spaceWas);

/** The Edit form's check: as the API's, and a departure moved from `kept` may not be in the past. */
export const containerEditFormSchema = (kept: string) => containerSchemaKeeping({ notPast: true, kept }).safeExtend(spaceWas);
export type ContainerEditInput = z.infer<typeof containerEditSchema>;

/** The validated payload. */
export type ContainerFormInput = z.infer<typeof containerFormSchema>;
/** The form's state before validation: every field present, numeric ones possibly input strings. */
export type ContainerFormValues = Omit<Required<z.input<typeof containerFormSchema>>, 'taxClearance'> & {
  /** '' until the user picks one: the spec requires an explicit choice. */
  taxClearance: TaxClearance | '';
};

/** Initial state of the Add New Container form. */
export const CONTAINER_FORM_DEFAULTS: Readonly<ContainerFormValues> = {
  title: '',
  about: '',
  containerType: DEFAULT_CONTAINER_TYPE,
  cargoType: '',
  taxClearance: '',
  locationCountry: '',
  locationCity: '',
  availableSpaceCBM: '',
  priceRMB: '',
  departureDate: '',
  arrivalDate: '',
  expirationDays: '',
};

/** The alert the web shows for this input, in spec order, or null when it can be submitted. */
export function firstContainerFormError(input: unknown): string | null {
  return firstIssueMessage(containerFormSchema, input);
}

export const containerSchema = z.object({
  _id: idField,
  userId: idField,
  title: z.string(),
  about: z.string(),
  containerType: z.enum(CONTAINER_TYPES),
  cargoType: z.string(),
  taxClearance: z.enum(TAX_CLEARANCE),
  locationCountry: z.string(),
  locationCity: z.string(),
  availableSpaceCBM: z.number(),
  priceRMB: z.number(),
  departureDate: z.string(),
  arrivalDate: z.string(),
  expirationDays: z.number(),
  createdAt: isoDateTime,
  /** When the container last changed (an edit, a booking's space): an edit form's draft is kept for this version. */
  updatedAt: isoDateTime,
  isCompleted: z.boolean(),
  sales: z.number(),
  interestedCount: z.number(),
  locationCountryCode: countryCodeField,
  locationCountryName: countryNameField,
  /** Only on a search's fallback results (see search-fallback.ts). */
  matchGroup: matchGroupSchema.optional(),
});

export type Container = z.infer<typeof containerSchema>;
