import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { countryCodeField, countryNameField, firstIssueMessage, idField, isoDateTime, requiredText } from './fields.js';

/** POST /reviews body. The author is the session user, never a client-sent id. */
export const reviewFormSchema = z.object({
  sellerId: idField,
  desc: requiredText({ required: MESSAGES.reviewText, max: LIMITS.REVIEW_MAX, tooLong: MESSAGES.reviewMax }),
  // 0 is how the form says "no star picked yet", so every failure reads as "select a rating".
  star: z
    .number({ error: MESSAGES.reviewStar })
    .int({ error: MESSAGES.reviewStar })
    .min(1, { error: MESSAGES.reviewStar })
    .max(5, { error: MESSAGES.reviewStar }),
  /** The completed order this review is about (issue 10): the review is then a verified booking. */
  orderId: idField.optional(),
});

export function firstReviewFormError(input: unknown): string | null {
  return firstIssueMessage(reviewFormSchema, input);
}

export const reviewAuthorSchema = z.object({
  _id: idField,
  username: z.string(),
  img: z.string(),
  country: z.string(),
  countryCode: countryCodeField,
  countryName: countryNameField,
  /** The author deleted their account: named 'Deleted user', with no picture, country or profile. */
  deleted: z.literal(true).optional(),
});

export const reviewSchema = z.object({
  _id: idField,
  userId: idField,
  sellerId: idField,
  desc: z.string(),
  star: z.number(),
  createdAt: isoDateTime,
  /**
   * 'Verified booking': when the review was written or last edited, its author had a completed order
   * with this seller (decision 2203). An order completed later does not make an older review verified.
   */
  verified: z.boolean(),
  /** Hidden by SpaceShare (an operator, after a report): only its author is shown it, as hidden. */
  hidden: z.boolean(),
  /** The completed order the review was written for, when it was. */
  orderId: idField.nullable(),
  user: reviewAuthorSchema,
});

export type ReviewFormInput = z.infer<typeof reviewFormSchema>;
export type Review = z.infer<typeof reviewSchema>;
