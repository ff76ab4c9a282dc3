import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { expectSpaceHint } from '@/test/password-space-hint';
import { renderWithApp } from '@/test/render';
import RegisterPage from './register-page';
import ResetPasswordPage from './reset-password-page';

// Decision 2311: a new password is kept as typed, so a space at either end is pointed out.
afterEach(cleanup);

describe('the hint for a password with a space at either end', () => {
  it('shows under the password of registration', async () => {
    const { user } = renderWithApp(<RegisterPage />, { path: '/register' });
    await expectSpaceHint(user, screen.getByLabelText('Password'));
  });

  it('shows under the new password of the reset page', async () => {
    const { user } = renderWithApp(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await expectSpaceHint(user, screen.getByLabelText('New password'));
  });
});
