import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { MenuAttention } from './menu-attention';

const me = 'a'.repeat(24);
const other = 'b'.repeat(24);

const conversation = (readByBuyer: boolean): Conversation => ({
  id: other + me,
  sellerId: other,
  buyerId: me,
  readBySeller: true,
  readByBuyer,
  lastMessage: 'Is there space to Accra?',
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  otherUser: { _id: other, username: 'kofi', img: '', country: 'China' },
  listing: null,
});

beforeEach(() => {
  // The live socket is not what this is about: one that never opens.
  vi.stubGlobal('WebSocket', class { close() {} });
  act(() => setCurrentUser(testUser({ _id: me })));
});

afterEach(() => {
  cleanup();
  act(() => clearCurrentUser());
  vi.unstubAllGlobals();
});

function answer({ unread, pending }: { unread: boolean; pending: number }) {
  stubApi(({ path }) => {
    if (path === '/conversations') return { body: [conversation(!unread)] };
    if (path === '/requests/pending') return { body: { total: pending, byListing: {} } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

describe("the folded menu's dot", () => {
  it('shows while a conversation is unread', async () => {
    answer({ unread: true, pending: 0 });
    renderWithApp(<MenuAttention className="dot" />);
    expect((await screen.findByTestId('menu-attention')).getAttribute('aria-hidden')).toBe('true');
  });

  it('shows while a request waits for an answer', async () => {
    answer({ unread: false, pending: 2 });
    renderWithApp(<MenuAttention className="dot" />);
    expect(await screen.findByTestId('menu-attention')).toBeTruthy();
  });

  it('shows nothing when nothing waits', async () => {
    const fetchMock = stubApi(({ path }) => (path === '/conversations' ? { body: [conversation(true)] } : { body: { total: 0, byListing: {} } }));
    renderWithApp(<MenuAttention className="dot" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(screen.queryByTestId('menu-attention')).toBeNull();
  });
});
