import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCurrentUser, getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { SessionsList } from './sessions-list';

// Sign out everywhere ends this browser's push subscription as signing out does (decision 2532): the
// server forgot the device, and the browser must not keep one for the next person to inherit.

const push = vi.hoisted(() => ({ end: vi.fn(async () => undefined) }));
vi.mock('@/lib/push-device', async (original) => ({ ...(await original<object>()), endDevicePush: push.end }));

afterEach(() => {
  cleanup();
  act(() => clearCurrentUser());
  vi.unstubAllGlobals();
  push.end.mockClear();
});

describe('Settings › Where you are signed in', () => {
  it('Sign out everywhere signs this tab out and ends its push subscription', async () => {
    act(() => setCurrentUser(testUser()));
    stubApi(({ path }) =>
      path === '/auth/sessions/end-all'
        ? { body: { message: 'Signed out everywhere' } }
        : { body: [{ id: 's1', device: 'Chrome on Linux', createdAt: '2026-11-29T10:00:00Z', lastSeenAt: '2026-11-29T11:00:00Z', current: true }] },
    );
    const { user, location } = renderWithApp(<SessionsList />, { path: '/settings' });
    await screen.findByText('Chrome on Linux');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(getCurrentUser()).toBeNull();
    expect(push.end).toHaveBeenCalledTimes(1);
  });
});
