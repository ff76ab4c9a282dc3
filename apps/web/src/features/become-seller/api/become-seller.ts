import { useMutation } from '@tanstack/react-query';
import type { User } from '@spaceshare/shared/schemas/user';
import { api } from '@/lib/api-client';
import { setCurrentUser, setUserMode } from '@/lib/current-user';

export type BecomeSellerInput = { phone: string; desc: string };

/** PUT /api/users/become-seller with the courier's phone and description. */
export function becomeSeller(input: BecomeSellerInput): Promise<User> {
  return api<User>('/users/become-seller', {
    method: 'PUT',
    body: { phone: input.phone.trim(), desc: input.desc.trim(), isSeller: true },
  });
}

/** On success the stored user is replaced and seller mode switched on (spec §4). */
export function useBecomeSeller() {
  return useMutation({
    mutationFn: becomeSeller,
    onSuccess: (user) => {
      setCurrentUser(user);
      setUserMode('seller');
    },
  });
}
