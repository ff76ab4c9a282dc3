import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { conversationListingSchema } from './conversation.js';
import { idField, isoDateTime, requiredText } from './fields.js';

/** POST /messages body. Whitespace-only text is never sent (spec §5); the text is stored trimmed. */
export const messageFormSchema = z.object({
  conversationId: idField,
  desc: requiredText({ required: MESSAGES.messageEmpty, max: LIMITS.MESSAGE_MAX, tooLong: MESSAGES.messageMax }),
});

export const messageSchema = z.object({
  _id: idField,
  conversationId: idField,
  /** The sender. */
  userId: idField,
  desc: z.string(),
  createdAt: isoDateTime,
  /**
   * The listing the chat was about when it was sent (the conversation's listing then), so a thread
   * about several listings says which each part was about; null when none, or it is gone.
   */
  listing: conversationListingSchema.nullable(),
});

export type MessageFormInput = z.infer<typeof messageFormSchema>;
export type Message = z.infer<typeof messageSchema>;
