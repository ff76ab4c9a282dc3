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
    let kept = [{ _id: 'a1', search: 'China to Ghana', label: 'China to Ghana', createdAt: '2026-11-27T00:00:00.000Z' }];
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
});
