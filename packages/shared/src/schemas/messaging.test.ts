import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { conversationSchema, startConversationSchema } from './conversation.js';
import { interestResultSchema, interestedListSchema } from './interest.js';
import { messageFormSchema, messageSchema } from './message.js';

describe('messageFormSchema', () => {
  it('trims the text', () => {
    expect(messageFormSchema.parse({ conversationId: 'c1', desc: '  hi  ' })).toEqual({
      conversationId: 'c1',
      desc: 'hi',
    });
  });

  it('refuses empty, whitespace-only and oversize text', () => {
    expect(messageFormSchema.safeParse({ conversationId: 'c1', desc: ' \n ' }).error?.issues[0]?.message).toBe(
      MESSAGES.messageEmpty,
    );
    expect(messageFormSchema.safeParse({ conversationId: 'c1', desc: 'a'.repeat(2001) }).success).toBe(false);
    expect(messageFormSchema.safeParse({ conversationId: 'c1', desc: 'a'.repeat(2000) }).success).toBe(true);
    expect(messageFormSchema.safeParse({ conversationId: '', desc: 'hi' }).success).toBe(false);
  });

  it('describes a message', () => {
    const message = { _id: 'm1', conversationId: 'c1', userId: 'u1', desc: 'hi', createdAt: '2025-01-01T00:00:00Z', listing: null };
    expect(messageSchema.parse(message)).toEqual(message);
    // The listing the chat was about when it was sent.
    const about = { ...message, listing: { listingType: 'gig', listingId: 'g1', title: 'Guangzhou to Accra' } };
    expect(messageSchema.parse(about)).toEqual(about);
    expect(messageSchema.safeParse({ ...message, listing: { listingType: 'boat', listingId: 'g1', title: 'x' } }).success).toBe(false);
  });
});

describe('conversation schemas', () => {
  it('allows a conversation without messages yet', () => {
    const conversation = {
      id: 'c1',
      sellerId: 's1',
      buyerId: 'b1',
      readBySeller: true,
      readByBuyer: false,
      lastMessage: null,
      updatedAt: '2025-01-01T00:00:00Z',
      createdAt: '2025-01-01T00:00:00Z',
      otherUser: { _id: 's1', username: 'sam', img: '', country: 'China' },
      listing: null,
    };
    expect(conversationSchema.parse(conversation)).toEqual(conversation);
    // Opened from a listing (issue 13): its kind, id and title.
    const about = { ...conversation, listing: { listingType: 'gig', listingId: 'g1', title: 'Shanghai to Nairobi' } };
    expect(conversationSchema.parse(about)).toEqual(about);
    expect(conversationSchema.safeParse({ ...conversation, listing: { listingType: 'order', listingId: 'o1', title: 'x' } }).success).toBe(false);
  });

  it('needs someone to talk to', () => {
    expect(startConversationSchema.safeParse({ to: '' }).success).toBe(false);
    expect(startConversationSchema.parse({ to: 'u2' })).toEqual({ to: 'u2' });
    const listing = { listingType: 'container', listingId: 'c9' };
    expect(startConversationSchema.parse({ to: 'u2', listing })).toEqual({ to: 'u2', listing });
    expect(startConversationSchema.safeParse({ to: 'u2', listing: { listingType: 'gig' } }).success).toBe(false);
  });
});

describe('interest schemas', () => {
  const users = [{ _id: 'u1', username: 'amy', img: '', booked: false }];

  it('describes the toggle result and the list', () => {
    expect(interestResultSchema.parse({ interested: true, interestedCount: 1, interestedUsers: users })).toEqual({
      interested: true,
      interestedCount: 1,
      interestedUsers: users,
    });
    expect(interestedListSchema.parse({ interestedCount: 1, interestedUsers: users }).interestedUsers).toEqual(users);
    expect(interestResultSchema.safeParse({ interestedCount: 1, interestedUsers: users }).success).toBe(false);
    // Whether the user holds a booking (issue 10) is only in the listing owner's answer.
    const withoutBooked = [{ _id: 'u1', username: 'amy', img: '' }];
    expect(interestedListSchema.parse({ interestedCount: 1, interestedUsers: withoutBooked }).interestedUsers).toEqual(withoutBooked);
    expect(interestedListSchema.safeParse({ interestedCount: 1, interestedUsers: [{ ...withoutBooked[0], booked: 'yes' }] }).success).toBe(false);
  });
});
