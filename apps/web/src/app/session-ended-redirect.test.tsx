import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import LoginPage from '@/features/auth/login-page';
import { api } from '@/lib/api-client';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { RequireAuth } from './guards';
import { SessionEndedRedirect } from './session-ended-redirect';

afterEach(() => {
  cleanup();
  act(() => clearCurrentUser());
  vi.unstubAllGlobals();
});

const me = testUser({ username: 'ama' });

function App() {
  return (
    <>
      <SessionEndedRedirect />
      <Routes>
        <Route path="/gigs" element={<p>Gigs</p>} />
        <Route element={<RequireAuth />}>
          <Route path="/orders" element={<p>Orders</p>} />
        </Route>
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </>
  );
}

/** The server has forgotten this tab's session (its password was changed on another device). */
function sessionEndedElsewhere() {
  return stubApi(({ path }) => (path === '/auth/login' ? { body: me } : { status: 401, body: { message: 'Not signed in' } }));
}

/** The sign-in form, filled and sent as the person would. */
async function signInAgain(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(screen.getByLabelText('Username'), 'ama');
  await user.type(screen.getByLabelText('Password'), 'password123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('a session ended on the server (decision 2109)', () => {
  it('sends a tab on a public page to sign in, says why once, and brings it back', async () => {
    act(() => setCurrentUser(me));
    sessionEndedElsewhere();
    const { user, location } = renderWithApp(<App />, { path: '/gigs' });
    await act(() => api('/notifications').catch(() => {}));

    expect(location()).toBe('/login');
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeTruthy();

    await signInAgain(user);
    await screen.findByText('Gigs');
    expect(location()).toBe('/gigs');
  });

  it('a guarded page goes to sign in with the message, and back to that page after', async () => {
    act(() => setCurrentUser(me));
    sessionEndedElsewhere();
    const { user, location } = renderWithApp(<App />, { path: '/orders' });
    expect(screen.getByText('Orders')).toBeTruthy();
    await act(() => api('/orders').catch(() => {}));

    expect(location()).toBe('/login');
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeTruthy();
    await signInAgain(user);
    await screen.findByText('Orders');
    expect(location()).toBe('/orders');
  });

  // Decision 2311: a password changed on another device says so, and a reload of the sign-in page
  // (a phone's browser bringing the tab back) says it again until the page is left.
  it('says a password change ended the session, after a reload too, until sign-in is left', async () => {
    act(() => setCurrentUser(me));
    stubApi(() => ({ status: 401, body: { message: MESSAGES.sessionEndedPasswordChanged } }));
    const first = renderWithApp(<App />, { path: '/orders' });
    await act(() => api('/orders').catch(() => {}));
    expect(first.location()).toBe('/login');
    expect(screen.getByText(MESSAGES.sessionEndedPasswordChanged)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();

    // The page loads again (nothing unmounts in a reload): a new module instance reads what the tab kept.
    vi.resetModules();
    const reloaded = await import('@/features/auth/login-page');
    renderWithApp(<reloaded.default />, { path: '/login' });
    expect(screen.getAllByText(MESSAGES.sessionEndedPasswordChanged)).toHaveLength(2);
    // Leaving the sign-in page forgets it.
    cleanup();
    vi.resetModules();
    const later = await import('@/features/auth/login-page');
    renderWithApp(<later.default />, { path: '/login' });
    expect(screen.queryByText(MESSAGES.sessionEndedPasswordChanged)).toBeNull();
  });

  it('a visitor sent to sign in is told nothing of the kind', () => {
    renderWithApp(<App />, { path: '/orders' });
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
