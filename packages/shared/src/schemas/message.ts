import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { conversationListingSchema } from './conversation.js';
import { idField, isoDateTime, requiredText } from './fields.js';

/**
 * The sender's own key for a message (decision 2301), e.g. a UUID: the same send tried again (an
 * answer lost on the way, a retry after a restart) finds the message it made the first time.
 */
export const messageClientKeyField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'clientKey must be 8 to 64 letters, digits, "-" or "_"' });

/** POST /messages body. Whitespace-only text is never sent (spec §5); the text is stored trimmed. */
export const messageFormSchema = z.object({
  conversationId: idField,
  desc: requiredText({ required: MESSAGES.messageEmpty, max: LIMITS.MESSAGE_MAX, tooLong: MESSAGES.messageMax }),
  clientKey: messageClientKeyField.optional(),
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
