import { api } from '@/lib/api-client';
import { clearCurrentUser } from '@/lib/current-user';

/** POST /api/auth/logout; on success the local user is cleared. Failure is only logged (spec §8). */
export async function logout(): Promise<boolean> {
  try {
    await api<{ message: string }>('/auth/logout', { method: 'POST' });
    clearCurrentUser();
    return true;
  } catch (err) {
    console.error('Logout failed', err);
    return false;
  }
}
