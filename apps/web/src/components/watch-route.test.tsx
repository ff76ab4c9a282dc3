import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { WatchRoute } from './watch-route';

afterEach(() => {
  cleanup();
  clearCurrentUser();
});

const kept = { _id: 'a1', search: 'China to Ghana', label: 'China to Ghana', createdAt: '2026-11-27T00:00:00.000Z' };

describe('WatchRoute', () => {
  it('says the route is watched when the search typed otherwise matched an alert kept', async () => {
    setCurrentUser(testUser());
    let saved = false;
    stubApi(({ method }) => {
      if (method === 'POST') {
        saved = true;
        return { status: 200, body: kept };
      }
      // The list does not know the new spelling: only the answer to the click tells.
      return { body: saved ? [kept] : [] };
    });
    const { user } = renderWithApp(<WatchRoute search="CN to GH" />, { path: '/gigs' });
    await user.click(await screen.findByRole('button', { name: 'Alert me about new gigs on this route' }));
    await waitFor(() => expect(within(screen.getByTestId('watch-route')).getByRole('status').textContent).toBe('You get an alert for each new gig on China to Ghana. Manage alerts'));
  });

  it("shows the server's refusal", async () => {
    setCurrentUser(testUser());
    stubApi(({ method }) => (method === 'POST' ? { status: 400, body: { message: 'Name a route to watch' } } : { body: [] }));
    const { user } = renderWithApp(<WatchRoute search="cheap shoes" />, { path: '/gigs' });
    await user.click(await screen.findByRole('button', { name: 'Alert me about new gigs on this route' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name a route to watch');
  });

  it('signs a visitor in first', async () => {
    const { user, location } = renderWithApp(<WatchRoute search="China to Ghana" />, { path: '/gigs' });
    await user.click(screen.getByRole('button', { name: 'Alert me about new gigs on this route' }));
    expect(location()).toBe('/login');
  });
});
