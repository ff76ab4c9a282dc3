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

const kept = { _id: 'a1', search: 'China to Ghana', label: 'China to Ghana', email: true, createdAt: '2026-11-27T00:00:00.000Z' };
const ghana = { from: 'China', to: 'Ghana' };
const status = () => within(screen.getByTestId('watch-route')).getByRole('status');

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
    const { user } = renderWithApp(<WatchRoute search="CN to GH" route={{ from: 'CN', to: 'GH' }} />, { path: '/gigs' });
    await user.click(await screen.findByRole('button', { name: 'Alert me about new gigs on this route' }));
    await waitFor(() => expect(status().textContent).toBe('You get an alert for each new gig on China to Ghana. Manage alerts'));
    // The confirmation takes the focus of the button it replaced.
    expect(document.activeElement).toBe(status());
  });

  it('knows a route watched under another spelling by its label, before any click', async () => {
    setCurrentUser(testUser());
    stubApi(() => ({ body: [kept] }));
    renderWithApp(<WatchRoute search="china-ghana" route={ghana} />, { path: '/gigs' });
    await waitFor(() => expect(status().textContent).toContain('China to Ghana'));
  });

  it('saves the alert once back from signing in, unless it is kept already', async () => {
    setCurrentUser(testUser());
    const posts: unknown[] = [];
    stubApi(({ method, body }) => (method === 'POST' ? (posts.push(body), { status: 201, body: kept }) : { body: [] }));
    renderWithApp(<WatchRoute search="China to Ghana" route={ghana} />, { path: '/gigs', state: { intent: 'watch-route' } });
    await waitFor(() => expect(status().textContent).toContain('China to Ghana'));
    expect(posts).toEqual([{ search: 'China to Ghana' }]);
    cleanup();

    posts.length = 0;
    stubApi(({ method, body }) => (method === 'POST' ? (posts.push(body), { body: kept }) : { body: [kept] }));
    renderWithApp(<WatchRoute search="China to Ghana" route={ghana} />, { path: '/gigs', state: { intent: 'watch-route' } });
    await waitFor(() => expect(status().textContent).toContain('China to Ghana'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    setCurrentUser(testUser());
    stubApi(({ method }) => (method === 'POST' ? { status: 400, body: { message: 'Name a route to watch' } } : { body: [] }));
    const { user } = renderWithApp(<WatchRoute search="cheap shoes" route={{ from: 'Cheap', to: 'Shoes' }} />, { path: '/gigs' });
    await user.click(await screen.findByRole('button', { name: 'Alert me about new gigs on this route' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name a route to watch');
  });

  it('signs a visitor in first', async () => {
    stubApi(() => ({ status: 500 }));
    const { user, location } = renderWithApp(<WatchRoute search="China to Ghana" route={ghana} />, { path: '/gigs' });
    await user.click(screen.getByRole('button', { name: 'Alert me about new gigs on this route' }));
    expect(location()).toBe('/login');
  });
});
