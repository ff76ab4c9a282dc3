import { z } from 'zod';
import {
  CONTAINER_SORTS,
  CONTAINER_TYPES,
  DEFAULT_CONTAINER_SORT,
  DEFAULT_GIG_SORT,
  GIG_SORTS,
  LIMITS,
  PAGE,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import { idParam } from './common.js';
import { priceFilterField, textField } from './fields.js';

// GET /gigs and GET /containers read their query with these schemas; the web builds its links from the
// same types.

/**
 * A whole number of a query string, digits only: Number() would also read '0x2', '1e1' and ' 2 ' as
 * pages. Absent means `fallback`.
 */
function queryCount(message: string, max: number, fallback: number) {
  return z
    .union([z.number(), z.string()], { error: message })
    .optional()
    .transform((value) => {
      if (value === undefined) return fallback;
      if (typeof value === 'number') return value;
      return /^\d{1,16}$/.test(value) ? Number(value) : NaN;
    })
    .pipe(z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }));
}

export const pageField = queryCount(MESSAGES.pageInvalid, PAGE.MAX_PAGE, 1);

export const limitField = queryCount(MESSAGES.limitInvalid, PAGE.MAX_LIMIT, PAGE.DEFAULT_LIMIT);

const optionalText = textField().trim().max(LIMITS.SEARCH_MAX).optional();

/** `min`/`max` bound priceRMB per unit; '' (an empty budget input) means no bound. */
const priceBounds = (unit: string) => ({
  min: priceFilterField.describe(`Lowest priceRMB per ${unit}`),
  max: priceFilterField.describe(`Highest priceRMB per ${unit}`),
});

const ownerFilter = (plural: string) =>
  idParam.optional().describe(`An owner's list: includes expired and completed ${plural}`);

/** With `userId`: 'open' narrows an owner's list to what Explore would show (a public profile). */
const statusFilter = z
  .enum(['open'], { error: MESSAGES.listStatusInvalid })
  .optional()
  .describe("With userId, 'open' lists only that owner's open listings");

const paging = { limit: limitField, page: pageField.describe('1-based page') };

const priceRangeOk = (q: { min?: number | undefined; max?: number | undefined }) =>
  q.min === undefined || q.max === undefined || q.min <= q.max;
const priceRangeIssue = { error: MESSAGES.priceRangeInvalid, path: ['min'] };

// Every list takes the same fields in the same order (which decides the message when several are
// wrong), plus its kind's sorts and filters.

export const gigListQuerySchema = z
  .object({
    search: optionalText,
    cat: optionalText,
    ...priceBounds('kg'),
    sort: z.enum(GIG_SORTS, { error: MESSAGES.gigSortInvalid }).default(DEFAULT_GIG_SORT),
    userId: ownerFilter('gigs'),
    status: statusFilter,
    ...paging,
  })
  .refine(priceRangeOk, priceRangeIssue);

export const containerListQuerySchema = z
  .object({
    search: optionalText,
    // '' is what an "all types" <select> sends.
    containerType: z
      .union([z.enum(CONTAINER_TYPES), z.literal('')], { error: MESSAGES.containerTypeInvalid })
      .optional()
      .transform((type) => (type === '' ? undefined : type)),
    ...priceBounds('CBM'),
    sort: z.enum(CONTAINER_SORTS, { error: MESSAGES.containerSortInvalid }).default(DEFAULT_CONTAINER_SORT),
    userId: ownerFilter('containers'),
    status: statusFilter,
    ...paging,
  })
  .refine(priceRangeOk, priceRangeIssue);

/** What the server works with, defaults filled in. */
export type GigListQuery = z.infer<typeof gigListQuerySchema>;
export type ContainerListQuery = z.infer<typeof containerListQuerySchema>;
/** What a client may send: every field optional, numbers as numbers or query-string text. */
export type GigListQueryInput = z.input<typeof gigListQuerySchema>;
export type ContainerListQueryInput = z.input<typeof containerListQuerySchema>;
/** The fields every kind's list query has. */
export type ListQuery = Omit<GigListQuery, 'cat' | 'sort'>;
