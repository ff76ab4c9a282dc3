import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { isoDateTime, secretField, textField } from './fields.js';
import { emailField, passwordField } from './user.js';

// Account security (issue 11): change and reset the password, verify the email, list sessions.

/** A link's token: long random text; anything else is simply not a valid link. */
const tokenField = textField(MESSAGES.resetLinkInvalid).min(1).max(200);

export const changePasswordSchema = z
  .object({
    currentPassword: secretField(MESSAGES.passwordRequired).min(1, MESSAGES.passwordRequired).max(200),
    newPassword: passwordField,
  })
  // A "change" to the same password changes nothing but signs every other device out.
  .refine((form) => form.newPassword !== form.currentPassword, { error: MESSAGES.newPasswordSame, path: ['newPassword'] });

/** Deleting one's own account asks for the password again, as changing it does. */
export const deleteAccountSchema = z.object({ password: secretField(MESSAGES.passwordRequired).min(1, MESSAGES.passwordRequired).max(200) });

/** A change of email (decision 2311): the new address, and the current password as for a password change. */
export const changeEmailSchema = z.object({
  email: emailField,
  password: secretField(MESSAGES.passwordRequired).min(1, MESSAGES.passwordRequired).max(200),
});

export const confirmEmailSchema = z.object({ token: textField(MESSAGES.emailChangeLinkInvalid).min(1).max(200) });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({ token: tokenField, password: passwordField });

export const verifyEmailSchema = z.object({ token: textField(MESSAGES.verifyLinkInvalid).min(1).max(200) });

export const sessionSchema = z.object({
  id: z.string(),
  /** 'Chrome on Windows', from the browser's User-Agent at sign-in. */
  device: z.string(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  /** The session this request came with. */
  current: z.boolean(),
});

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export type AccountSession = z.infer<typeof sessionSchema>;
