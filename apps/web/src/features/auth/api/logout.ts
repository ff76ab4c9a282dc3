import { api } from '@/lib/api-client';
import { devicePushEndpoint } from '@/lib/push-device';
import { signedOutHere } from '@/lib/signed-in-here';

/**
 * POST /api/auth/logout; on success the local user and their form drafts (decision 2440) are cleared.
 * Failure is only logged (spec §8). The device's push subscription, if any, goes with the session
 * (decision 2330).
 */
export async function logout(): Promise<boolean> {
  try {
    const pushEndpoint = await devicePushEndpoint();
    await api<{ message: string }>('/auth/logout', { method: 'POST', ...(pushEndpoint && { body: { pushEndpoint } }) });
    signedOutHere();
    return true;
  } catch (err) {
    console.error('Logout failed', err);
    return false;
  }
}
