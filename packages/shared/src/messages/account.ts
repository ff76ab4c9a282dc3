import { LIMITS } from '../constants.js';

// Account security (issue 11)
export const currentPasswordWrong = 'Your current password is not right';
export const passwordChanged = 'Password changed. Your other sessions were signed out.';
export const forgotPasswordSent = 'If an account uses this email, we have sent it a link to reset the password. The link works for 1 hour.';
export const resetLinkInvalid = 'This reset link is not valid or has expired. Please ask for a new one.';
export const passwordResetDone = 'Your password was changed. Please sign in with the new one.';
export const verifyLinkInvalid = 'This verification link is not valid or has expired. Please ask for a new one from your profile.';
export const emailVerifiedDone = 'Thank you: your email address is verified.';
export const verificationSent = 'We sent a verification link to your email address.';
export const tooManyLinks = `We have sent you ${LIMITS.ACCOUNT_LINKS_PER_HOUR} links in the last hour. Please look for them in your inbox and spam folder, or ask again later.`;
export const emailAlreadyVerified = 'Your email address is already verified.';
export const sessionNotFound = 'Session not found';
export const sessionEnded = 'Signed out of that session';
export const signedOutEverywhere = 'Signed out everywhere';
// A tab whose session the server no longer knows (signed out elsewhere, expired): decision 2109
export const sessionExpired = 'Your session has ended. Please sign in again.';
// The same, when a password change or reset on another device ended it (decision 2311)
export const sessionEndedPasswordChanged = 'Your password was changed, so you were signed out on this device. Please sign in with the new password.';
// Under a new-password field whose value starts or ends with a space: it is kept as typed (decision 2311)
export const passwordEdgeSpace = 'Your password starts or ends with a space: it is kept as typed.';
// A change of email (decision 2311)
export const emailSameAsCurrent = 'This is already your email address';
export const emailChangeSent = 'We sent a link to your new address. Your email changes when you open it; until then it stays the same.';
export const emailChangeLinkInvalid = 'This link is not valid or has expired. Please change your email again from Settings.';
export const emailChangedDone = 'Your email address is changed and verified.';
// Deleting one's own account (decision 1403)
export const accountDeleted = 'Your account was deleted. Thank you for using SpaceShare.';
export const accountDeleteOpenOrders = 'You have open orders. Complete or cancel them before deleting your account.';
export const accountDeleteOperator = 'An operator cannot delete their account. Ask another operator to revoke the role first.';
export const accountWasDeleted = 'This account was deleted by its owner';
/** How every screen names a person who deleted their account (decision 2313), instead of 'deleted-<id>'. */
export const deletedUser = 'Deleted user';
/** A deleted account's profile URL: a calm page (410), not a load failure. */
export const deletedProfile = 'This account was deleted';
export const deletedProfileText = 'Its owner left SpaceShare. What they wrote to you stays in your messages, orders and reviews.';
export const settingsUnsaved = 'You have unsaved changes.';
// Asked before a link leaves Settings with changes not saved (decision 2110).
export const settingsLeaveUnsaved = 'You have unsaved changes. Leave this page without saving them?';
