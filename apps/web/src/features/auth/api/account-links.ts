import { useMutation } from '@tanstack/react-query';
import type { User } from '@spaceshare/shared/schemas/user';
import { api } from '@/lib/api-client';
import { getCurrentUser, setCurrentUser } from '@/lib/current-user';

// The emailed-link flows (issue 11): ask for a reset link, set a new password, verify the address,
// confirm a new one (decision 2311).

type Message = { message: string };

/** POST /api/auth/forgot: answers the same whether or not the address has an account. */
export const requestReset = (email: string) => api<Message>('/auth/forgot', { method: 'POST', body: { email } });
export const useRequestReset = () => useMutation({ mutationFn: requestReset });

/** POST /api/auth/reset: the link's token and the new password; every session ends. */
export const resetPassword = (input: { token: string; password: string }) => api<Message>('/auth/reset', { method: 'POST', body: input });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** POST /api/auth/verify-email. */
export const verifyEmail = (token: string) => api<Message>('/auth/verify-email', { method: 'POST', body: { token } });
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

/**
 * POST /api/auth/email/confirm: the new address becomes the account's. A tab signed in to that account
 * reads it again, so Settings shows the new address.
 */
async function confirmEmailChange(token: string): Promise<Message> {
  const answer = await api<Message>('/auth/email/confirm', { method: 'POST', body: { token } });
  const me = getCurrentUser();
  if (me) await api<User>(`/users/${encodeURIComponent(me._id)}`).then(setCurrentUser, () => undefined);
  return answer;
}
export const useConfirmEmailChange = () => useMutation({ mutationFn: confirmEmailChange });
