import { describe, expect, it } from 'vitest';
import { conversationKey, isUnreadFor, orderContactId, otherParticipantId, viewerSide } from './conversation.js';

const conversation = { sellerId: 's1', buyerId: 'b1', readBySeller: true, readByBuyer: false };

describe('conversation rules', () => {
  it('sees the viewer as seller only when sellerId is theirs', () => {
    expect(viewerSide(conversation, 's1')).toBe('seller');
    expect(viewerSide(conversation, 'b1')).toBe('buyer');
  });

  it("reads the viewer's own flag", () => {
    expect(isUnreadFor(conversation, 's1')).toBe(false);
    expect(isUnreadFor(conversation, 'b1')).toBe(true);
  });

  it('finds the other participant', () => {
    expect(otherParticipantId(conversation, 's1')).toBe('b1');
    expect(otherParticipantId(conversation, 'b1')).toBe('s1');
  });

  it('joins seller and buyer ids for the single lookup', () => {
    expect(conversationKey('s1', 'b1')).toBe('s1b1');
  });

  it('contacts the seller from a buyer and the buyer otherwise', () => {
    const order = { sellerId: 's1', buyerId: 'b1' };
    expect(orderContactId(order, 'b1')).toBe('s1');
    expect(orderContactId(order, 's1')).toBe('b1');
  });
});
