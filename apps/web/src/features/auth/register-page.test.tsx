import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { renderWithApp, stubApi } from '@/test/render';
import RegisterPage from './register-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it("shows the server's common-password message and stays on the form", async () => {
    // The network is the one thing played here: the server's real answer to a common password.
    const fetchMock = stubApi(() => ({ status: 400, body: { message: MESSAGES.passwordCommon } }));
    const { user, location } = renderWithApp(<RegisterPage />, { path: '/register' });

    expect(screen.getByText(/not a common password/)).toBeTruthy();
    await user.type(screen.getByLabelText('Username'), 'ama');
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.passwordCommon);
    // The field the refusal is about takes the focus (the message may be a screen above the button).
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ password: 'password123' });
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(location()).toBe('/register');
  });

  it('marks the username when the server keeps that name for staff', async () => {
    stubApi(() => ({ status: 400, body: { message: MESSAGES.usernameReserved } }));
    const { user } = renderWithApp(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Username'), 'spaceshare_help');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.usernameReserved);
    const username = screen.getByLabelText('Username');
    expect(document.activeElement).toBe(username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the generic message when the server gives no reason', async () => {
    stubApi(() => ({ status: 502 }));
    const { user } = renderWithApp(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Username'), 'ama');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.somethingWrong);
  });
});
