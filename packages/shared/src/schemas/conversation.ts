import { z } from 'zod';
import { idField, isoDateTime } from './fields.js';

export const conversationUserSchema = z.object({
  _id: idField,
  username: z.string(),
  img: z.string(),
  country: z.string(),
});

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
});

/** POST /conversations body: the other participant's user id. */
export const startConversationSchema = z.object({
  to: idField,
});

export type ConversationUser = z.infer<typeof conversationUserSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
