import { z } from 'zod';
import { LIMITS, LISTING_TYPES, type ListingType } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { conversationUserSchema } from './conversation.js';
import { idField, isoDateTime, positiveNumber, textField } from './fields.js';
import { westernDigits } from '../rules/number-input.js';

export const ORDER_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;

/** The steps either side takes on an order: POST /orders/{id}/{action} (decision 1701 added pickup). */
export const ORDER_ACTIONS = ['pickup', 'deliver', 'confirm', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_UNITS = ['kg', 'cbm'] as const;
export type OrderUnit = (typeof ORDER_UNITS)[number];

/** Gigs sell kilograms, containers sell cubic metres. */
export const UNIT_BY_LISTING_TYPE = { gig: 'kg', container: 'cbm' } as const satisfies Record<
  ListingType,
  OrderUnit
>;

/**
 * The buyer's review of the courier, seen from one order (decision 2203): none; written before this
 * order completed, so it does not tell of this delivery ('earlier': the card asks to update it);
 * written or edited since, or from this order ('counted'); or hidden by SpaceShare.
 */
export const ORDER_REVIEW_STATES = ['none', 'earlier', 'counted', 'hidden'] as const;
export type OrderReviewState = (typeof ORDER_REVIEW_STATES)[number];

export const orderSchema = z.object({
  _id: idField,
  title: z.string(),
  img: z.string(),
  /** Whole US dollars. */
  price: z.number().int(),
  /** The yuan total the dollar price was converted from (quantity × price per unit). */
  priceRMB: z.number(),
  createdAt: isoDateTime,
  sellerId: idField,
  buyerId: idField,
  status: z.enum(ORDER_STATUSES),
  quantity: z.number(),
  unit: z.enum(ORDER_UNITS),
  listingType: z.enum(LISTING_TYPES),
  /** null once the listing has been deleted; the order keeps its own title and price. */
  listingId: idField.nullable(),
  /** When the courier marked the parcel (or cargo) received from the buyer (decision 1701). */
  pickedUpAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  buyerConfirmedAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  /** The timeline (issue 10): when the buyer asked (null for an order accepted from Make Offer). */
  requestedAt: isoDateTime.nullable(),
  /** When it completed: by the buyer's confirmation or by the courier entering the delivery code. */
  completedAt: isoDateTime.nullable(),
  /** The request this order answers, when it came from one. */
  requestId: idField.nullable(),
  /** The buyer's proof-of-hand-over code; only the buyer ever sees it, and only while active. */
  deliveryCode: z.string().nullable(),
  /** Active, and one of its two people has an open report about the other: SpaceShare settles it (decision 2204). */
  underReview: z.boolean(),
  /** Where the buyer's review of the courier stands for this order (decision 2203). */
  review: z.enum(ORDER_REVIEW_STATES),
  /** The other party as the viewer sees it: the seller for a buyer, the buyer for a seller. */
  otherUser: conversationUserSchema,
});

/** kg or CBM booked or asked for: more than 0, in steps of 0.5. */
export const quantityField = positiveNumber({
  positive: MESSAGES.quantityPositive,
  max: LIMITS.SPACE_MAX,
  tooLarge: MESSAGES.notEnoughSpace,
  step: LIMITS.SPACE_STEP,
  offStep: MESSAGES.quantityStep,
});

/** The seller turns one interested user's offer into an order for `quantity` kg or CBM. */
export const acceptOfferSchema = z.object({
  userId: idField,
  quantity: quantityField,
});

/**
 * POST /orders/{id}/deliver: without a body the courier marks the order delivered and the buyer
 * confirms receipt; with the buyer's code the order completes at once.
 */
// Fastify hands a route null when a POST has no body, hence nullish.
export const deliverOrderSchema = z
  .object({
    // '８６６２４１' from a full-width keyboard is the code too (decision 2410).
    code: textField(MESSAGES.deliveryCodeFormat)
      .transform(westernDigits)
      .pipe(
        z
          .string()
          .trim()
          .regex(new RegExp(`^\\d{${LIMITS.DELIVERY_CODE_LENGTH}}$`), { error: MESSAGES.deliveryCodeFormat }),
      )
      .optional(),
  })
  .nullish();

export type Order = z.infer<typeof orderSchema>;
export type AcceptOfferInput = z.infer<typeof acceptOfferSchema>;
