import { LIMITS } from '../constants.js';

// Chat (§2, §4, §8)
export const selfChat = 'You cannot chat with yourself!';
export const startChatFailed = 'Failed to start conversation. Please try again.';
export const conversationsFailed = 'Failed to load conversations';
export const noConversations = 'No conversations yet';
export const noConversationsHint = 'Start a conversation by messaging a seller or buyer';
export const messagesFailed = 'Failed to load messages';
export const noMessages = 'No messages yet';
export const noMessagesHint = 'Start the conversation by sending a message';
export const messageEmpty = 'Message cannot be empty';
export const messageMax = `Message must be at most ${LIMITS.MESSAGE_MAX} characters`;
// Said when a paste did not fit in the box (maxLength cut it), instead of cutting it without a word.
export const messagePasteCut = `Only the first ${LIMITS.MESSAGE_MAX} characters fit in one message: send the rest in another`;
export const conversationNotFound = 'Conversation not found';
// Issue 13: a chat opened from a listing is about a listing of one of the pair.
export const chatListingNotTheirs = 'That listing belongs to neither of you';
// Issue 13: the inline note under a message that failed to send; tapping it sends it again.
export const messageNotSent = 'Not sent, tap to retry';
// Docs/decisions/1803: a message typed before the session ended (or the tab reloaded) and not sent
// comes back in the box, with this note above it.
export const draftNotSent = 'This message was not sent. It is still here: press Send to send it.';
// Under a message sent while offline, until the connection is back and it goes.
export const messageWaiting = 'Waiting for connection…';
export const today = 'Today';
export const yesterday = 'Yesterday';
export const userNotFound = 'User not found';
/** Under a thread while its live connection is down (decision 2201). */
export const liveReconnecting = 'Connection lost. Reconnecting… New messages will appear when it is back.';
export const conversationClosed = 'This account is no longer on SpaceShare. You can read this conversation, but not reply.';
// Contact on an order whose other person was suspended (decision 2204).
export const orderPartyUnavailable = "This person's account is suspended, so they cannot receive messages. SpaceShare will settle your order with them.";
/** A plain HTTP request to the live socket's address (decision 2303). */
export const websocketOnly = 'This address takes WebSocket connections only.';
