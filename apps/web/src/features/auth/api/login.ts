import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { AuthUser } from '@spaceshare/shared/schemas/user';
import { ApiError, api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';

export type LoginInput = { username: string; password: string };

/** POST /api/auth/login; the username is trimmed and lower-cased first (spec §5). */
export function login(input: LoginInput): Promise<AuthUser> {
  return api<AuthUser>('/auth/login', {
    method: 'POST',
    body: { username: input.username.trim().toLowerCase(), password: input.password },
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (user) => setCurrentUser(user) });
}

/** Spec §8: the server's message field, else its text body, else the transport's message, else the default. */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const body = err.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
    if (typeof body === 'string' && body.trim()) return body;
    if (err.status === 0 && err.message) return err.message;
    return MESSAGES.invalidLogin;
  }
  if (err instanceof Error && err.message) return err.message;
  return MESSAGES.invalidLogin;
}
