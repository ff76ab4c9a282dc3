import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { expectSpaceHint } from '@/test/password-space-hint';
import { renderWithApp, stubApi } from '@/test/render';
import { ChangeEmail } from './change-email';
import { ChangePassword } from './change-password';

// Decision 2311: the change of email in Settings › Security, and the hint under the new password
// (registration and reset: features/auth/password-space-hint.test.tsx).

afterEach(() => {
  cleanup();
  act(() => clearCurrentUser());
  vi.unstubAllGlobals();
});

describe('the hint for a password with a space at either end', () => {
  it('shows under the new password of Settings › Change password, and is read with the field', async () => {
    const { user } = renderWithApp(<ChangePassword />, { path: '/settings' });
    await expectSpaceHint(user, screen.getByLabelText('New password'));
  });

  it('is not shown for the current password', async () => {
    const { user } = renderWithApp(<ChangePassword />, { path: '/settings' });
    await user.type(screen.getByLabelText('Current password'), 'old one ');
    expect(screen.queryByText(MESSAGES.passwordEdgeSpace)).toBeNull();
  });
});

describe('Settings › Email address', () => {
  it('shows the address, checks the form with the shared rules, and says where the link went', async () => {
    act(() => setCurrentUser(testUser({ email: 'kofi@example.com' })));
    const fetchMock = stubApi(({ path }) => (path === '/auth/email' ? { body: { message: MESSAGES.emailChangeSent } } : { status: 404, body: { message: 'Not found' } }));
    const { user } = renderWithApp(<ChangeEmail />, { path: '/settings' });
    expect(screen.getByText('kofi@example.com')).toBeTruthy();

    await user.type(screen.getByLabelText('New email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('New email address'));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New email address'));
    await user.type(screen.getByLabelText('New email address'), ' Nana@Example.org ');
    await user.type(screen.getByLabelText('Current password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(`${MESSAGES.emailChangeSent} (nana@example.org)`)).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'nana@example.org', password: 'password123' });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal and marks the address", async () => {
    act(() => setCurrentUser(testUser({})));
    stubApi(() => ({ status: 400, body: { message: MESSAGES.emailTaken } }));
    const { user } = renderWithApp(<ChangeEmail />, { path: '/settings' });
    await user.type(screen.getByLabelText('New email address'), 'taken@example.com');
    await user.type(screen.getByLabelText('Current password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.emailTaken);
    expect(screen.getByLabelText('New email address').getAttribute('aria-invalid')).toBe('true');
  });
});
