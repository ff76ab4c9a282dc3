import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import RegisterPage from './register-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it("shows the server's common-password message and stays on the form", async () => {
    // The network is the one thing played here: the server's real answer to a common password.
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ message: MESSAGES.passwordCommon }), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <MemoryRouter initialEntries={['/register']}>
          <RegisterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(screen.getByText(/not a common password/)).toBeTruthy();
    await user.type(screen.getByLabelText('Username'), 'ama');
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.passwordCommon);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject({ password: 'password123' });
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });
});
