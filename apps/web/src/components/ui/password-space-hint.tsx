import { passwordEdgeSpace } from '@spaceshare/shared/messages/account';
import { hasEdgeSpace } from '@spaceshare/shared/rules/password-space';

/**
 * Under a new-password field: a password is kept exactly as typed, spaces at its ends too, so one that
 * starts or ends with a space (often pasted) says so (decision 2311). The field names `id` in its
 * aria-describedby while this shows (`passwordSpaceHintId`).
 */
export function PasswordSpaceHint({ id, password }: { id: string; password: string }) {
  if (!hasEdgeSpace(password)) return null;
  return (
    <span id={id} className="field-hint" role="status">
      {passwordEdgeSpace}
    </span>
  );
}

/** The hint's id while it shows, for the field's aria-describedby. */
export const passwordSpaceHintId = (id: string, password: string) => (hasEdgeSpace(password) ? id : undefined);
