import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { RouteAlerts } from './route-alerts';

afterEach(() => {
  cleanup();
  clearCurrentUser();
});

describe('RouteAlerts', () => {
  it('lists the routes watched, and after Stop watching gives the focus to the list, not the page', async () => {
    setCurrentUser(testUser());
    let kept = [{ _id: 'a1', search: 'China to Ghana', label: 'China to Ghana', email: true, createdAt: '2026-11-27T00:00:00.000Z' }];
    stubApi(({ method }) => {
      if (method === 'DELETE') {
        kept = [];
        return { body: { message: 'Alert deleted' } };
      }
      return { body: kept };
    });
    const { user } = renderWithApp(<RouteAlerts />, { path: '/notifications' });
    expect((await screen.findByRole('link', { name: 'China to Ghana' })).getAttribute('href')).toBe('/gigs?search=China%20to%20Ghana');
    await user.click(screen.getByRole('button', { name: 'Stop watching China to Ghana' }));
    await waitFor(() => expect(screen.getByText(/You watch no routes yet/)).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Routes you watch' }));
  });

  it('turns an alert\'s email off and on, and puts the switch back when the server refuses', async () => {
    setCurrentUser(testUser());
    let kept = { _id: 'a1', search: 'to Kenya', label: 'Anywhere to Kenya', email: true, createdAt: '2026-11-27T00:00:00.000Z' };
    const sent: unknown[] = [];
    let refuse = false;
    stubApi(({ method, path, body }) => {
      if (method === 'PATCH') {
        sent.push([path, body]);
        if (refuse) return { status: 429, body: { message: 'Too many changes. Please wait a minute.' } };
        kept = { ...kept, ...(body as { email: boolean }) };
        return { body: kept };
      }
      return { body: [kept] };
    });
    const { user } = renderWithApp(<RouteAlerts />, { path: '/notifications' });
    const toggle = await screen.findByRole('switch', { name: 'Email me about new gigs on Anywhere to Kenya' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(await screen.findByText('No more emails about Anywhere to Kenya. New gigs still show here.')).toBeTruthy();
    expect(sent).toEqual([['/alerts/a1', { email: false }]]);

    refuse = true;
    await user.click(toggle);
    expect(await screen.findByText('Too many changes. Please wait a minute.')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(kept.email).toBe(false);
  });
});
