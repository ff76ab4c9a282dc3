import { z } from 'zod';
import { LISTING_TYPES } from '../constants.js';
import { conversationSchema } from './conversation.js';
import { bookingRequestSchema } from './booking-request.js';
import { idField } from './fields.js';
import { messageSchema } from './message.js';
import { notificationSchema } from './notification.js';
import { orderSchema } from './order.js';

// What the server pushes to signed-in browsers over /api/ws. The server builds events of these types;
// the web parses each frame with `liveEventSchema` and drops what does not match.

export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversationId: idField, message: messageSchema }),
  /** The recipient's own view: otherUser and the read flags are as that user sees them. */
  z.object({ type: z.literal('conversation'), conversation: conversationSchema }),
  z.object({ type: z.literal('typing'), conversationId: idField, userId: idField }),
  z.object({ type: z.literal('order'), order: orderSchema }),
  /** A booking request changed (new, accepted, declined, withdrawn, expired), as the recipient sees it. */
  z.object({ type: z.literal('request'), request: bookingRequestSchema }),
  /** Someone made or withdrew an offer on the recipient's listing: its Interested users list changed. */
  z.object({ type: z.literal('interest'), listingType: z.enum(LISTING_TYPES), listingId: idField }),
  /** A new (or refreshed) notification, with the recipient's unread count after it. */
  z.object({ type: z.literal('notification'), notification: notificationSchema, unread: z.number().int().min(0) }),
  /** Notifications were marked read (in another tab, or by reading a conversation): the new unread count. */
  z.object({ type: z.literal('notifications-read'), unread: z.number().int().min(0) }),
  /** The account was suspended (issue 12): every tab signs out at once and says why. */
  // The account was suspended (the tab goes to sign-in, saying why) or deleted by its owner (home).
  z.object({ type: z.literal('signed-out'), message: z.string(), reason: z.enum(['suspended', 'deleted']).default('suspended') }),
  /**
   * Some of the recipient's sessions ended (password changed or reset, signed out from the sessions
   * list): every server instance closes its sockets of those sessions with 4401 at once, instead of at
   * its next sweep (decision 2109). The hub acts on it; no browser is sent it.
   */
  z.object({ type: z.literal('sessions-ended') }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** What a browser may send: "I am typing" in a conversation, whose id is two user ids side by side. */
export const liveClientFrameSchema = z.object({
  type: z.literal('typing'),
  conversationId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});

export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;
