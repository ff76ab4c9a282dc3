import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { AuthUser } from '@spaceshare/shared/schemas/user';
import { ApiError, api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { uploadImage } from '@/lib/upload-image';

export type RegisterInput = {
  username: string;
  email: string;
  password: string;
  country: string;
  isSeller: boolean;
  phone: string;
  desc: string;
  /** The chosen picture; uploaded first, and a failed upload only logs (spec §8). */
  file: File | null;
};

export async function register({ file, ...input }: RegisterInput): Promise<AuthUser> {
  let img = '';
  if (file) {
    try {
      img = await uploadImage(file);
    } catch (err) {
      console.error('Profile picture upload failed', err);
    }
  }
  return api<AuthUser>('/auth/register', {
    method: 'POST',
    body: {
      username: input.username.trim().toLowerCase(),
      email: input.email.trim(),
      password: input.password,
      img,
      country: input.country,
      isSeller: input.isSeller,
      phone: input.phone.trim(),
      desc: input.desc.trim(),
    },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: (user) => setCurrentUser(user) });
}

/** Spec §8: the server's message, else 'Something went wrong!'. */
export function registerErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0) {
    const body = err.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  }
  return MESSAGES.somethingWrong;
}
