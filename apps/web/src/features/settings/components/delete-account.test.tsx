import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { renderWithApp, stubApi } from '@/test/render';
import { DeleteAccount } from './delete-account';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function refuse(status: number, message: string) {
  stubApi(() => ({ status, body: { message } }));
  const view = renderWithApp(<DeleteAccount />, { path: '/settings' });
  await view.user.click(screen.getByRole('button', { name: 'Delete my account...' }));
  await view.user.type(screen.getByLabelText('Your password, to confirm'), 'the-right-one');
  await view.user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
  await screen.findByRole('alert');
  return { ...view, password: screen.getByLabelText('Your password, to confirm') };
}

describe('DeleteAccount refusals', () => {
  it('marks the password when the password was wrong', async () => {
    const { password } = await refuse(400, 'Your current password is not right');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Go to your orders' })).toBeNull();
  });

  it('does not blame the password for open orders, and leads to Orders', async () => {
    const { password, user, location } = await refuse(409, MESSAGES.accountDeleteOpenOrders);
    expect(screen.getByRole('alert').textContent).toBe(`${MESSAGES.accountDeleteOpenOrders} Go to your orders`);
    expect(password.getAttribute('aria-invalid')).toBeNull();
    const link = screen.getByRole('link', { name: 'Go to your orders' });
    await vi.waitFor(() => expect(document.activeElement).toBe(link));
    await user.click(link);
    expect(location()).toBe('/orders');
  });
});
