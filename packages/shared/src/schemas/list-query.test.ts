import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { containerListQuerySchema, gigListQuerySchema } from './list-query.js';

describe('gigListQuerySchema', () => {
  it('defaults sort, limit and page and reads numbers from the query string', () => {
    expect(gigListQuerySchema.parse({ min: '10', max: '', search: ' china to ghana ' })).toEqual({
      min: 10,
      max: undefined,
      search: 'china to ghana',
      sort: 'sales',
      limit: 24,
      page: 1,
    });
  });

  it('refuses unknown sorts and oversize pages with their messages', () => {
    expect(gigListQuerySchema.safeParse({ sort: 'price' }).error?.issues[0]?.message).toBe(MESSAGES.gigSortInvalid);
    expect(gigListQuerySchema.safeParse({ limit: '101' }).error?.issues[0]?.message).toBe(MESSAGES.limitInvalid);
    expect(gigListQuerySchema.safeParse({ page: '1001' }).error?.issues[0]?.message).toBe(MESSAGES.pageInvalid);
  });

  it('reads pages and limits written in digits only', () => {
    expect(gigListQuerySchema.parse({ page: '3', limit: '50' })).toMatchObject({ page: 3, limit: 50 });
    expect(gigListQuerySchema.parse({ page: 2 })).toMatchObject({ page: 2 });
    for (const page of ['0x2', '1e1', ' 2', '2.0', '', '-1', '0', '+2']) {
      expect(gigListQuerySchema.safeParse({ page }).error?.issues[0]?.message, page).toBe(MESSAGES.pageInvalid);
    }
    expect(gigListQuerySchema.safeParse({ limit: '0x10' }).error?.issues[0]?.message).toBe(MESSAGES.limitInvalid);
  });

  it('refuses a minimum above the maximum', () => {
    expect(gigListQuerySchema.safeParse({ min: '20', max: '10' }).error?.issues[0]).toMatchObject({
      path: ['min'],
      message: MESSAGES.priceRangeInvalid,
    });
  });
});

describe('containerListQuerySchema', () => {
  it("defaults sort to createdAt and reads '' as every type", () => {
    expect(containerListQuerySchema.parse({ containerType: '', min: '100' })).toEqual({
      min: 100,
      max: undefined,
      containerType: undefined,
      sort: 'createdAt',
      limit: 24,
      page: 1,
    });
    expect(containerListQuerySchema.parse({ containerType: '40ft-HC', sort: 'space' })).toMatchObject({
      containerType: '40ft-HC',
      sort: 'space',
    });
  });

  it('refuses an unknown container type with its message', () => {
    expect(containerListQuerySchema.safeParse({ containerType: '10ft' }).error?.issues[0]?.message).toBe(
      MESSAGES.containerTypeInvalid,
    );
  });
});
