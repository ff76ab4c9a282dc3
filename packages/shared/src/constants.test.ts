import { describe, expect, it } from 'vitest';
import { CONTAINER_TYPES, CONTAINER_TYPE_COLORS, LIMITS, TAX_CLEARANCE, TAX_CLEARANCE_LABELS } from './constants.js';
import { MESSAGES } from './messages.js';

describe('constants', () => {
  it('gives every container type a colour and every tax option a label', () => {
    expect(Object.keys(CONTAINER_TYPE_COLORS)).toEqual([...CONTAINER_TYPES]);
    expect(Object.keys(TAX_CLEARANCE_LABELS)).toEqual([...TAX_CLEARANCE]);
  });

  it('keeps the avatar limit in step with its message', () => {
    expect(LIMITS.AVATAR_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(MESSAGES.imageTooLarge).toBe('Image must be less than 5MB');
  });
});

describe('MESSAGES', () => {
  it('quotes the spec verbatim where it gives the words', () => {
    expect(MESSAGES.bioMax).toBe('Bio must be less than 500 characters');
    expect(MESSAGES.phoneMin).toBe('Phone number must be at least 10 characters');
    expect(MESSAGES.passwordMin).toBe('Password must be at least 8 characters');
    expect(MESSAGES.usernameInvalid).toBe(
      'Username must be 3 to 30 characters: letters, numbers, dots, dashes or underscores',
    );
    expect(MESSAGES.listError).toBe('Something went wrong !!');
  });

  it('has no empty strings', () => {
    for (const [key, message] of Object.entries(MESSAGES)) expect(message, key).not.toBe('');
  });
});
