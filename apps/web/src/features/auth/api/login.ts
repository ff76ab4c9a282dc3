import { useMutation } from '@tanstack/react-query';
import type { AuthUser } from '@spaceshare/shared/schemas/user';
import { signedInHere } from '@/lib/signed-in-here';
import { api } from '@/lib/api-client';

export type LoginInput = { username: string; password: string };

/** POST /api/auth/login; the username is trimmed and lower-cased first (spec §5). */
export function login(input: LoginInput): Promise<AuthUser> {
  return api<AuthUser>('/auth/login', {
    method: 'POST',
    body: { username: input.username.trim().toLowerCase(), password: input.password },
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: signedInHere,
  });
}

