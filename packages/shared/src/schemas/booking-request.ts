import { z } from 'zod';
import { LIMITS, LISTING_TYPES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { conversationUserSchema } from './conversation.js';
import { idField, isoDateTime, requiredText, textField } from './fields.js';
import { ORDER_STATUSES, ORDER_UNITS, quantityField } from './order.js';

// Booking requests (issue 10): a buyer asks a listing's owner for a quantity of space, with what the
// parcel holds and a declaration that it holds nothing prohibited; the owner accepts (an order is
// made), declines, or the buyer withdraws. A request of a listing that closes expires.

export const REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
} as const satisfies Record<RequestStatus, string>;

export const REQUEST_ROLES = ['buyer', 'seller'] as const;

/** What the terms forbid in a parcel; the declaration affirms none of these is inside. */
export const PROHIBITED_ITEMS = [
  'drugs',
  'weapons',
  'hazardous goods',
  'counterfeit goods',
  'live animals',
  'unpackaged perishables',
] as const;

/** POST /gigs/{id}/requests and POST /containers/{id}/requests. */
export const bookingRequestFormSchema = z.object({
  quantity: quantityField,
  description: requiredText({
    required: MESSAGES.requestDescriptionRequired,
    min: LIMITS.REQUEST_DESCRIPTION_MIN,
    tooShort: MESSAGES.requestDescriptionShort,
    max: LIMITS.REQUEST_DESCRIPTION_MAX,
    tooLong: MESSAGES.requestDescriptionMax,
  }),
  declaration: z.literal(true, { error: MESSAGES.requestDeclarationRequired }),
});

/** POST /requests/{id}/accept: the owner may lower the quantity, never raise it. */
export const acceptRequestSchema = z
  .object({ quantity: quantityField.optional() })
  .nullish();

/** POST /requests/{id}/decline. */
export const declineRequestSchema = z
  .object({
    reason: textField(MESSAGES.declineReasonMax)
      .trim()
      .max(LIMITS.DECLINE_REASON_MAX, { error: MESSAGES.declineReasonMax })
      .optional(),
  })
  .nullish();

/** GET /requests filters. */
export const requestListQuerySchema = z.object({
  role: z.enum(REQUEST_ROLES).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  listingId: idField.max(LIMITS.ID_MAX).optional(),
});

/** A city (the owner's words) and its country (the site's English name), as the listing stores them. */
const requestPlaceSchema = z.object({ city: z.string(), country: z.string() });

export const requestListingSchema = z.object({
  title: z.string(),
  /** 'Guangzhou, China': `places.from` on one line, for clients that show text. */
  from: z.string(),
  /** 'Accra, Ghana' (a container has only its location: ''). */
  to: z.string(),
  /** The same places in parts, which the web shows (a city may hold a comma; decision 2455). A container's `to` is null. */
  places: z.object({ from: requestPlaceSchema, to: requestPlaceSchema.nullable() }),
  priceRMB: z.number(),
  /** kg or CBM still free on the listing. */
  space: z.number(),
});

export const bookingRequestSchema = z.object({
  _id: idField,
  listingType: z.enum(LISTING_TYPES),
  listingId: idField,
  buyerId: idField,
  sellerId: idField,
  quantity: z.number(),
  unit: z.enum(ORDER_UNITS),
  description: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** The owner's reason when declined, if they gave one. */
  declineReason: z.string().nullable(),
  /** The order made when accepted. */
  orderId: idField.nullable(),
  /** The status of the order an accepted request made (a cancelled order leaves the request accepted). */
  orderStatus: z.enum(ORDER_STATUSES).nullable(),
  /** The quantity the owner accepted (may be lower than asked). */
  acceptedQuantity: z.number().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The viewer's side of the request. */
  role: z.enum(REQUEST_ROLES),
  listing: requestListingSchema,
  /** The buyer for a seller, the seller for a buyer. */
  otherUser: conversationUserSchema,
});

/** GET /requests/pending: the owner's pending requests, in all and per listing (navbar badge, My Gigs). */
export const pendingRequestsSchema = z.object({
  total: z.number().int().min(0),
  byListing: z.record(z.string(), z.number().int().min(0)),
});

export type BookingRequestFormInput = z.infer<typeof bookingRequestFormSchema>;
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;
export type PendingRequests = z.infer<typeof pendingRequestsSchema>;
