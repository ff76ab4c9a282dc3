import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { clearCurrentUser, setCurrentUser } from './current-user';
import { useContactUser } from './use-contact-user';

const me = testUser({ _id: 'b'.repeat(24) });
const courier = 'c'.repeat(24);
const listing = { listingType: 'gig' as const, listingId: 'd'.repeat(24) };

function ChatNow() {
  const { contact } = useContactUser(courier, listing, 'chat-now');
  return (
    <button type="button" onClick={() => void contact()}>
      Chat Now
    </button>
  );
}

afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
});

describe('useContactUser', () => {
  it("sends a visitor to sign in, then opens the chat once back with Chat Now's intent", async () => {
    const first = renderWithApp(<ChatNow />, { path: '/gig/g1' });
    const refused = stubApi(() => ({ status: 500 }));
    await first.user.click(screen.getByRole('button', { name: 'Chat Now' }));
    expect(first.location()).toBe('/login');
    expect(refused).not.toHaveBeenCalled();
    cleanup();

    setCurrentUser(me);
    const posts: unknown[] = [];
    stubApi(({ method, body }) => {
      if (method === 'POST') posts.push(body);
      return { body: { id: 'conversation-1' } };
    });
    const back = renderWithApp(<ChatNow />, { path: '/gig/g1', state: { intent: 'chat-now' } });
    await waitFor(() => expect(back.location()).toBe('/message/conversation-1'));
    expect(posts).toEqual([{ to: courier, listing }]);
  });

  it("does not open a chat for another button's intent", async () => {
    setCurrentUser(me);
    const fetchMock = stubApi(() => ({ body: { id: 'conversation-1' } }));
    const view = renderWithApp(<ChatNow />, { path: '/gig/g1', state: { intent: 'contact' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.location()).toBe('/gig/g1');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
