import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { registerSchema } from '../schemas/user.js';
import { isReservedUsername } from './reserved-username.js';

describe('usernames that pass for staff (decision 2104)', () => {
  it.each([
    'admin',
    'administrator',
    'spaceshare',
    'space.share',
    'spaceshare_gh',
    'the-spaceshare-team',
    '5pace5hare',
    'adm1n',
    'supp0rt',
    'ama.support',
    'mod_kofi',
    'official-spaceshare',
    'customer.service',
    'trust-and-safety',
    'help_desk',
    'root',
  ])('%s is reserved', (name) => {
    expect(isReservedUsername(name)).toBe(true);
  });

  it.each(['ama.mensah', 'badminton_fan', 'modou', 'roots.ghana', 'supporter', 'kofi2024', 'space_kofi', 'share.ama', 'adminah'])(
    '%s is not',
    (name) => {
      expect(isReservedUsername(name)).toBe(false);
    },
  );

  it('is refused by the registration schema with its own message, after the format', () => {
    const base = { email: 'a@example.com', password: 'a long password 1' };
    const reserved = registerSchema.safeParse({ ...base, username: ' SpaceShare_Support ' });
    expect(reserved.error?.issues.map((i) => i.message)).toEqual([MESSAGES.usernameReserved]);
    const malformed = registerSchema.safeParse({ ...base, username: 'a' });
    expect(malformed.error?.issues[0]?.message).toBe(MESSAGES.usernameInvalid);
  });
});
