import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import { ARABIC_TITLE, expectIsolated } from '@/test/bidi';
import { renderWithApp } from '@/test/render';
import { ConversationCard } from './conversation-card';
import { ConversationHeader } from './conversation-header';

afterEach(cleanup);

const conversation: Conversation = {
  id: `${'s'.repeat(24)}${'b'.repeat(24)}`,
  sellerId: 's'.repeat(24),
  buyerId: 'b'.repeat(24),
  readBySeller: false,
  readByBuyer: true,
  lastMessage: 'مرحبا، هل المساحة متاحة؟',
  updatedAt: '2026-01-02T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  otherUser: { _id: 'b'.repeat(24), username: 'kofi_buyer', img: '', country: 'Ghana' },
  listing: { listingType: 'gig', listingId: 'g'.repeat(24), title: ARABIC_TITLE },
};

describe('conversation card and header', () => {
  it("isolate the other person's name, the listing's title and the last message (decision 2313)", () => {
    renderWithApp(
      <ul>
        <ConversationCard conversation={conversation} unread now={new Date('2026-01-03T00:00:00.000Z')} onMarkRead={() => {}} marking={false} />
      </ul>,
    );
    for (const text of ['kofi_buyer', ARABIC_TITLE, 'مرحبا، هل المساحة متاحة؟']) expectIsolated(text);
    cleanup();

    renderWithApp(<ConversationHeader conversation={conversation} loading={false} messageCount={2} />);
    for (const text of ['kofi_buyer', ARABIC_TITLE]) expectIsolated(text);
  });
});
