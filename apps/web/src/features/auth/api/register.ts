import { useMutation } from '@tanstack/react-query';
import type { AuthUser } from '@spaceshare/shared/schemas/user';
import { api } from '@/lib/api-client';
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

