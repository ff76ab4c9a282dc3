import type { User } from '@spaceshare/shared/schemas/user';
import { clearCurrentUser, setCurrentUser } from './current-user';
import { forgetFormDrafts, forgetOthersFormDrafts } from './form-drafts';
import { endDevicePush, refreshDevicePush } from './push-device';

/**
 * Someone signed in or registered in this browser (decision 2531). What a person before them left
 * here goes: anyone else's form drafts, and this browser's push subscription, if it has one, moves to
 * the newcomer (the server drops what still waited for its previous owner), so a session that ended by
 * itself does not leave its owner's notifications showing to the next person. The same person signing
 * in again keeps both.
 */
export function signedInHere(user: User & { token?: string }): void {
  forgetOthersFormDrafts(user._id);
  setCurrentUser(user);
  refreshDevicePush().catch(() => undefined);
}

/**
 * The signed-in person left this browser on purpose, or their account was suspended or deleted from
 * elsewhere: their drafts go (2531, 2513), the tab signs out, and this browser's push subscription
 * ends, as the server forgot it (2532).
 */
export function signedOutHere(): void {
  forgetFormDrafts();
  clearCurrentUser();
  void endDevicePush();
}
