import type { User } from '@spaceshare/shared/schemas/user';

/** A stored user for unit tests; override what the test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'a'.repeat(24),
    username: 'ama',
    email: 'ama@example.com',
    img: '',
    country: 'Ghana',
    isSeller: false,
    desc: '',
    phone: '',
    totalStars: 0,
    starNumber: 0,
    tripsCompleted: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
