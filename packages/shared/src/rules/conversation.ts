// Who is who in a conversation (spec §4). Both sides need this: the server to flip the right read
// flag, the web to highlight unread cards.

export type ConversationSide = 'seller' | 'buyer';

interface Participants {
  sellerId: string;
  buyerId: string;
}

/** The viewer is the seller when sellerId is theirs, otherwise the buyer. */
export function viewerSide(conversation: Participants, viewerId: string): ConversationSide {
  return conversation.sellerId === viewerId ? 'seller' : 'buyer';
}

/** Unread for the viewer when their side's read flag is still false. */
export function isUnreadFor(
  conversation: Participants & { readBySeller: boolean; readByBuyer: boolean },
  viewerId: string,
): boolean {
  return viewerSide(conversation, viewerId) === 'seller' ? !conversation.readBySeller : !conversation.readByBuyer;
}

/** The other participant's id. */
export function otherParticipantId(conversation: Participants, viewerId: string): string {
  return viewerSide(conversation, viewerId) === 'seller' ? conversation.buyerId : conversation.sellerId;
}

/**
 * Key for the single-conversation lookup from an order: the seller id and buyer id joined together
 * (spec §7, GET /conversations/single/{id}).
 */
export function conversationKey(sellerId: string, buyerId: string): string {
  return `${sellerId}${buyerId}`;
}

/** From an order, Contact reaches the seller when the viewer is the buyer, else the buyer. */
export function orderContactId(order: Participants, viewerId: string): string {
  return order.buyerId === viewerId ? order.sellerId : order.buyerId;
}
