import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The emailed-link flows (issue 11): ask for a reset link, set a new password, verify the address.

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
