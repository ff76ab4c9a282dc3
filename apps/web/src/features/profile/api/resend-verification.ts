import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify-email/resend: a new link for the signed-in user (the older one stops working). */
export const resendVerification = () => api<{ message: string }>('/auth/verify-email/resend', { method: 'POST' });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
