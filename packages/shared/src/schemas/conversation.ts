import { z } from 'zod';
import { LISTING_TYPES } from '../constants.js';
import { idField, isoDateTime } from './fields.js';

export const conversationUserSchema = z.object({
  _id: idField,
  username: z.string(),
  img: z.string(),
  country: z.string(),
  /** Set when the account was deleted or suspended: its threads and orders read as before, but it takes no new messages. */
  unavailable: z.literal(true).optional(),
  /** The account was deleted by its owner (also `unavailable`): its name is 'Deleted user', with no picture or country. */
  deleted: z.literal(true).optional(),
});

/** Which listing a chat is about: its kind and id (what POST /conversations sends). */
export const listingRefSchema = z.object({
  listingType: z.enum(LISTING_TYPES),
  listingId: idField,
});

/** The listing a conversation was opened from, with its title for the card and the header. */
export const conversationListingSchema = listingRefSchema.extend({ title: z.string() });

export const conversationSchema = z.object({
  id: idField,
  sellerId: idField,
  buyerId: idField,
  readBySeller: z.boolean(),
  readByBuyer: z.boolean(),
  /** null until the first message is sent. */
  lastMessage: z.string().nullable(),
  updatedAt: isoDateTime,
  createdAt: isoDateTime,
  /** Whichever participant is not the viewer. */
  otherUser: conversationUserSchema,
  /** The listing the chat was last opened from (Chat Now, Contact Me); null when none, or it is gone. */
  listing: conversationListingSchema.nullable(),
});

/**
 * POST /conversations body: the other participant's user id and, from a listing's page, that
 * listing (it must be theirs or mine).
 */
export const startConversationSchema = z.object({
  to: idField,
  listing: listingRefSchema.optional(),
});

export type ConversationUser = z.infer<typeof conversationUserSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
export type ConversationListing = z.infer<typeof conversationListingSchema>;
export type ListingRef = z.infer<typeof listingRefSchema>;
export type StartConversationInput = z.infer<typeof startConversationSchema>;
