import { api } from '@/lib/api-client';
import { clearCurrentUser } from '@/lib/current-user';
import { forgetFormDrafts } from '@/lib/form-drafts';
import { devicePushEndpoint, endDevicePush } from '@/lib/push-device';

/**
 * POST /api/auth/logout; on success the local user and their form drafts (decision 2440) are cleared.
 * Failure is only logged (spec §8). The device's push subscription, if any, goes with the session
 * (decision 2330).
 */
export async function logout(): Promise<boolean> {
  try {
    const pushEndpoint = await devicePushEndpoint();
    await api<{ message: string }>('/auth/logout', { method: 'POST', ...(pushEndpoint && { body: { pushEndpoint } }) });
    forgetFormDrafts();
    clearCurrentUser();
    void endDevicePush();
    return true;
  } catch (err) {
    console.error('Logout failed', err);
    return false;
  }
}
