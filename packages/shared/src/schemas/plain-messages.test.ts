import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gigFormSchema } from './gig.js';
import './plain-messages.js';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('messages of issues whose schema names none', () => {
  it('name the field and what to send', () => {
    const schema = z.strictObject({
      images: z.array(z.string()).max(2),
      flag: z.boolean(),
      nested: z.object({ count: z.number().int().min(1).lt(10) }),
      kind: z.enum(['20ft', '40ft']),
      email: z.email(),
      name: z.string().min(2).max(3),
    });
    const valid = { images: [], flag: true, nested: { count: 1 }, kind: '20ft', email: 'a@b.co', name: 'abc' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ images: 'x' }, 'images must be a list'],
      [{ images: ['a', 'b', 'c'] }, 'images can have at most 2 items'],
      [{ images: ['a', 1] }, 'images[1] must be text'],
      [{ flag: 'yes' }, 'flag must be true or false'],
      [{ flag: undefined }, 'flag is required'],
      [{ nested: { count: 0 } }, 'nested.count must be at least 1'],
      [{ nested: { count: 10 } }, 'nested.count must be less than 10'],
      [{ nested: { count: 1.5 } }, 'nested.count must be a whole number'],
      [{ kind: '45ft' }, 'kind must be one of: 20ft, 40ft'],
      [{ email: 'nope' }, 'email is not a valid email'],
      [{ name: 'a' }, 'name must be at least 2 characters'],
      [{ name: 'abcd' }, 'name must be at most 3 characters'],
      [{ extra: 1 }, 'The request body has unknown field: extra'],
    ];
    for (const [change, message] of cases) expect(messageOf(schema, { ...valid, ...change }), JSON.stringify(change)).toBe(message);
    expect(messageOf(schema, [1])).toBe('The request body must be an object');
  });

  it('leave the messages a schema names alone', () => {
    expect(messageOf(z.string({ error: 'Title is required' }), 5)).toBe('Title is required');
    expect(messageOf(gigFormSchema, {})).not.toMatch(/^Invalid input/);
  });
});
