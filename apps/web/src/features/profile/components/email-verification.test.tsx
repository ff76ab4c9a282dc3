import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { EmailVerification } from './email-verification';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmailVerification', () => {
  it('says the link was sent where the button was, and that answer takes the focus the button had', async () => {
    const fetchMock = stubApi(() => ({ body: { message: 'We sent a new link to your email address.' } }));
    const { user } = renderWithApp(<EmailVerification />);
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const status = await screen.findByText('We sent a new link to your email address.');
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/verify-email/resend', expect.objectContaining({ method: 'POST' }));
  });
});
