import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { visibleLength } from '../rules/clean-text.js';
import { westernDigits } from '../rules/number-input.js';
import { isReservedUsername } from '../rules/reserved-username.js';
import { countryCodeField, countryNameField, idField, imageUrlField, isoDateTime, isRecord, secretField, textField } from './fields.js';

/** Trimmed and lower-cased so "  Alice " and "alice" are one account (spec §5). */
export const usernameField = textField(MESSAGES.usernameRequired)
  .trim()
  .toLowerCase()
  .min(LIMITS.USERNAME_MIN, MESSAGES.usernameInvalid)
  .max(LIMITS.USERNAME_MAX, MESSAGES.usernameInvalid)
  .regex(/^[a-z0-9._-]+$/, MESSAGES.usernameInvalid)
  .refine((name) => !isReservedUsername(name), MESSAGES.usernameReserved);

export const emailField = textField(MESSAGES.emailInvalid)
  .trim()
  .toLowerCase()
  .max(LIMITS.EMAIL_MAX, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

export const passwordField = secretField(MESSAGES.passwordRequired)
  .min(LIMITS.PASSWORD_MIN, MESSAGES.passwordMin)
  .max(LIMITS.PASSWORD_MAX, MESSAGES.passwordMax);

const countryField = textField().trim().max(LIMITS.CITY_MAX, MESSAGES.countryTooLong);

/** Digits and what people write between them: '+233 (0)24-555.0192' (decision 1703). */
const PHONE_CHARACTERS = /^[\d\s+().\-/]*$/;
const phoneCharacters = (phone: string) => PHONE_CHARACTERS.test(phone);

/** A phone number as typed, its full-width or Arabic-Indic digits stored as ASCII ones (decision 2410). */
const phoneText = (error?: string) => textField(error).overwrite(westernDigits).trim();

const courierPhone = phoneText(MESSAGES.courierPhone)
  .refine((phone) => visibleLength(phone) >= LIMITS.PHONE_MIN && phoneCharacters(phone), MESSAGES.courierPhone)
  .max(LIMITS.PHONE_MAX, MESSAGES.phoneMax);

const courierDesc = textField(MESSAGES.courierDesc)
  .trim()
  .refine((desc) => visibleLength(desc) >= LIMITS.COURIER_DESC_MIN, MESSAGES.courierDesc)
  .max(LIMITS.COURIER_DESC_MAX, MESSAGES.courierDescMax);

export const becomeSellerSchema = z.object({
  phone: courierPhone,
  desc: courierDesc,
  isSeller: z.literal(true).optional(),
});

export const registerSchema = z
  .object({
    username: usernameField,
    email: emailField,
    password: passwordField,
    img: imageUrlField.default(''),
    country: countryField.default(''),
    isSeller: z.boolean().default(false),
    // Bounded even for buyers, whose profile keeps them as bio and phone; the courier minimums apply
    // only when isSeller is set (below).
    desc: textField().trim().max(LIMITS.COURIER_DESC_MAX, MESSAGES.courierDescMax).default(''),
    phone: phoneText().max(LIMITS.PHONE_MAX, MESSAGES.phoneMax).default(''),
  })
  .superRefine(
    (value, ctx) => {
      // `when` makes this run even when other fields failed, so the values may still be raw input.
      const phone = typeof value.phone === 'string' ? westernDigits(value.phone).trim() : '';
      const desc = typeof value.desc === 'string' ? value.desc.trim() : '';
      if (value.isSeller !== true) {
        // A buyer's phone is optional, but one given is checked as the profile checks it.
        if (phone !== '' && visibleLength(phone) < LIMITS.PHONE_MIN) ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.phoneMin });
        else if (!phoneCharacters(phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.courierPhone });
        return;
      }
      if (visibleLength(phone) < LIMITS.PHONE_MIN || !phoneCharacters(phone)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.courierPhone });
      }
      if (visibleLength(desc) < LIMITS.COURIER_DESC_MIN) {
        ctx.addIssue({ code: 'custom', path: ['desc'], message: MESSAGES.courierDesc });
      }
    },
    // Also while other fields fail, so every courier message shows at once; never on a non-object body.
    { when: ({ value }) => isRecord(value) },
  );

/** Login is lenient on format: a malformed username simply fails with "Invalid username or password". */
export const loginSchema = z.object({
  username: textField(MESSAGES.usernameRequired)
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.usernameRequired)
    .max(LIMITS.USERNAME_MAX, MESSAGES.invalidLogin),
  password: secretField(MESSAGES.passwordRequired)
    .min(1, MESSAGES.passwordRequired)
    .max(LIMITS.PASSWORD_MAX, MESSAGES.invalidLogin),
});

/**
 * PUT /users/{id}. Keys follow the spec's error order (location, phone, bio). `desc` and `img` may be
 * left out, meaning "unchanged"; `phone` may be '' to clear it.
 */
export const profileUpdateSchema = z.object({
  country: textField(MESSAGES.locationRequired)
    .trim()
    .min(1, MESSAGES.locationRequired)
    .max(LIMITS.CITY_MAX, MESSAGES.countryTooLong),
  phone: phoneText()
    .refine((phone) => phone === '' || visibleLength(phone) >= LIMITS.PHONE_MIN, MESSAGES.phoneMin)
    .refine((phone) => phone.length <= LIMITS.PHONE_MAX, MESSAGES.phoneMax)
    .refine((phone) => phone === '' || visibleLength(phone) < LIMITS.PHONE_MIN || phoneCharacters(phone), MESSAGES.courierPhone)
    .optional(),
  desc: textField().trim().max(LIMITS.BIO_MAX, MESSAGES.bioMax).optional(),
  img: imageUrlField.optional(),
  /** Issue 12: languages spoken, from LANGUAGES; at least one. */
  languages: z
    .array(z.enum(LANGUAGES, { message: MESSAGES.languageUnknown }))
    .min(1, MESSAGES.languagesRequired)
    .max(LANGUAGES.length)
    .transform((list) => [...new Set(list)])
    .optional(),
});

export const userSchema = z.object({
  _id: idField,
  username: z.string(),
  email: z.string(),
  img: z.string(),
  country: z.string(),
  isSeller: z.boolean(),
  desc: z.string(),
  phone: z.string(),
  totalStars: z.number(),
  starNumber: z.number(),
  tripsCompleted: z.number(),
  createdAt: isoDateTime,
  /** The owner opened the link sent to the address (issue 11); shown as a badge. */
  emailVerified: z.boolean().default(false),
  /** Languages the user speaks (issue 12). */
  languages: z.array(z.string()).default(['English']),
  /** An operator (issue 12); only the user's own answers carry it. */
  isAdmin: z.boolean().default(false),
});

/** GET /users/public/:id/facts (issue 12): the seller panel's and profile's facts, computed from data. */
export const sellerFactsSchema = z.object({
  memberSince: isoDateTime,
  /** Median seconds to the first reply to someone's message, over the last 90 days; null: too few. */
  responseMedianSeconds: z.number().nullable(),
  lastDeliveryAt: isoDateTime.nullable(),
  completedDeliveries: z.number().int(),
  languages: z.array(z.string()),
});
export type SellerFacts = z.infer<typeof sellerFactsSchema>;

export const publicUserSchema = userSchema
  .omit({ email: true, phone: true, isAdmin: true })
  .extend({ countryCode: countryCodeField, countryName: countryNameField });

export const authUserSchema = userSchema.extend({ token: z.string() });

export type User = z.infer<typeof userSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type AuthUser = z.infer<typeof authUserSchema>;
/** Validated payloads (what the server receives after parsing). */
export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
export type BecomeSellerInput = z.infer<typeof becomeSellerSchema>;
