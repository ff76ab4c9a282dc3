import type { User } from '@spaceshare/shared/schemas/user';
import { ApiError } from './api-client';
import { clearCurrentUser, getCurrentUser, setCurrentUser } from './current-user';

let validated = false;

/**
 * On app start the stored user is only a cache: ask the server who the session belongs to and
 * refresh the copy. A 401 is handled by the api client (it clears the stored user); a 403 or 404
 * means the stored user no longer matches the session, so it is cleared too. Network errors keep
 * the cached user (offline start). The request (GET /api/users/{id}) belongs to the profile
 * feature, so the app passes it in.
 */
export function validateStoredSession(getUser: (id: string) => Promise<User>): void {
  if (validated) return;
  validated = true;
  const stored = getCurrentUser();
  if (!stored) return;
  getUser(stored._id)
    .then((fresh) => {
      if (getCurrentUser()?._id === fresh._id) setCurrentUser(fresh);
    })
    .catch((err: unknown) => {
      if (err instanceof ApiError && (err.status === 403 || err.status === 404) && getCurrentUser()?._id === stored._id) {
        clearCurrentUser();
      }
    });
}
