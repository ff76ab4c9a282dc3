import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { hasVisibleText, isStorableText, singleLine, visibleLength, withoutBidiOverrides } from '../rules/clean-text.js';
import { readNumber } from '../rules/number-input.js';
import './plain-messages.js';

// Building blocks for the entity schemas. Form fields report exactly one message each (the first rule
// that fails), so the web can show `issues[0]` per field and `firstIssueMessage()` matches the order in
// which the spec raises its alerts.

/**
 * Every string the API accepts is built on this one: text PostgreSQL can store unchanged (no NUL, no
 * lone surrogate), checked first so it is the message a client sees. `error` is the message for a
 * missing value or a non-string.
 */
export function textField(error?: string) {
  return secretField(error).overwrite(withoutBidiOverrides);
}

/** A password: checked like any text but kept exactly as typed, so every password ever set still signs in. */
export function secretField(error?: string) {
  return z.string(error === undefined ? undefined : { error }).refine(isStorableText, {
    error: MESSAGES.invalidCharacters,
  });
}

/** For refinements that run even when the input failed its shape check (a JSON body may be null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface TextFieldOptions {
  /** Message when the trimmed value is empty or shows nothing (or the value is not a string at all). */
  required: string;
  min?: number;
  /** Message when shorter than `min`; defaults to `required`. */
  tooShort?: string;
  max: number;
  tooLong: string;
  /** One line of text (a title): tabs and line breaks become one space (decision 2312). */
  oneLine?: boolean;
}

/**
 * A trimmed, required string with length bounds and one message per failed rule: `min` in characters
 * as people see them (visibleLength), `max` in UTF-16 code units, as storage and an input's maxLength.
 */
export function requiredText({ required, min = 1, tooShort = required, max, tooLong, oneLine = false }: TextFieldOptions) {
  return textField(required)
    .overwrite((value) => (oneLine ? singleLine(value) : value))
    .trim()
    .superRefine((value, ctx) => {
      if (!hasVisibleText(value)) ctx.addIssue({ code: 'custom', message: required });
      else if (visibleLength(value) < min) ctx.addIssue({ code: 'custom', message: tooShort });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
    });
}

interface NumberFieldOptions {
  /** Message for a missing, non-numeric or non-positive value. */
  positive: string;
  max: number;
  tooLarge: string;
  /** When set, the value must be a multiple of it (e.g. 1 for whole numbers, 0.5 for space). */
  step?: number;
  offStep?: string;
}

/**
 * A number greater than 0. Accepts numeric strings too, because HTML inputs hand over strings and the
 * query string only has strings; '' counts as missing rather than as 0. A decimal comma is read as a
 * point ('7,5' is 7.5); thousands separators are refused with MESSAGES.numberGrouped (decision 2312).
 */
export function positiveNumber({ positive, max, tooLarge, step, offStep = positive }: NumberFieldOptions) {
  return z
    .union([z.number(), z.string()], { error: positive })
    .transform(toNumber)
    .pipe(
      z.number({ error: positive }).superRefine((value, ctx) => {
        if (!(value > 0)) ctx.addIssue({ code: 'custom', message: positive });
        else if (value > max) ctx.addIssue({ code: 'custom', message: tooLarge });
        else if (step !== undefined && !isMultipleOf(value, step))
          ctx.addIssue({ code: 'custom', message: offStep });
      }),
    );
}

/**
 * A price bound of a list query, as a shared link carries it: absent or '' means none; decimals are
 * fine (the server compares them exactly with whole-yuan prices); anything beyond what the integer
 * price columns hold is refused rather than sent to the database.
 */
export const priceFilterField = z
  .union([z.number(), z.string()], { error: MESSAGES.priceFilterInvalid })
  .optional()
  .transform((value, ctx) => (value === undefined || value === '' ? undefined : finite(toNumber(value, ctx))))
  .pipe(
    z
      .number({ error: MESSAGES.priceFilterInvalid })
      .min(0, { error: MESSAGES.priceFilterInvalid })
      .max(LIMITS.PRICE_FILTER_MAX, { error: MESSAGES.priceFilterTooLarge })
      .optional(),
  );

/**
 * A decimal too long for a double ('1e309' reads as Infinity) is a number beyond every bound, so it is
 * refused as too large (or, negative, as below 0) rather than as "not a number" (decision 2108).
 */
function finite(value: number): number {
  return value === Infinity ? Number.MAX_VALUE : value === -Infinity ? -Number.MAX_VALUE : value;
}

/** One run of digits with words or signs around it: '¥85', '20 kg', '30 days' (not '0x10'). */
const WITH_UNIT = /^\D*\d[\d.,]*\D*$/;

/**
 * The number typed (NaN for none); separators that leave it unclear, and digits that came with a unit
 * or a currency sign ('¥85', '20 kg', decision 2423), are issues of their own.
 */
function toNumber(value: number | string, ctx: z.RefinementCtx): number {
  const read = readNumber(value);
  if (read === 'grouped') ctx.addIssue({ code: 'custom', message: MESSAGES.numberGrouped });
  else if (Number.isNaN(read) && typeof value === 'string' && WITH_UNIT.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.numberOnly });
  else return read;
  return z.NEVER;
}

/**
 * Whether `value` is a whole number of `step`s. Exact, because every step here (1, 0.5) is a power of
 * two, which divides without rounding: a tolerance let 2.0000000001 reach an integer column (a 500)
 * and 1e-10 kg pass as a multiple of 0.5 that rounds to none (an order for nothing).
 */
export function isMultipleOf(value: number, step: number): boolean {
  return Number.isInteger(value / step);
}

/** Ids are opaque strings to the client (the server decides their format). */
export const idField = textField().min(1);

/**
 * Timestamps travel as ISO 8601 strings (`Date#toISOString()`); the format is not re-checked on the way
 * out so a response never fails because of a harmless formatting difference.
 */
export const isoDateTime = z.string();

/**
 * A stored country's ISO alpha-2 code (null when the text names no known country) and display name,
 * sent beside the country as typed (issue 13): the web draws flags and names without a country list.
 */
export const countryCodeField = z.string().nullable();
export const countryNameField = z.string();

// A browser reads `/\host` like `//host`: another site, so a path may not start that way either.
const IMAGE_URL = /^(https?:\/\/\S+|\/(?![/\\])\S*)$/i;

/**
 * An uploaded image: an http(s) URL from the upload service or a same-origin path such as the fallback
 * avatar. '' means "no picture". Anything else (javascript:, data:, protocol-relative, `/\host`) is
 * refused so a stored value is always safe to put in an <img src>. The server further insists on its
 * own uploads.
 */
export const imageUrlField = textField()
  .trim()
  .max(LIMITS.IMAGE_URL_MAX, MESSAGES.imageUrlInvalid)
  .refine((value) => value === '' || IMAGE_URL.test(value), MESSAGES.imageUrlInvalid);

/** Message of the first issue in schema order, or null when the input is valid. */
export function firstIssueMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.invalidField);
}

/** First message per top-level field, for showing errors under the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
