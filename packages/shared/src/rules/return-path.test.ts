import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(safeReturnPath('/gig/65a1b2c3d4e5f6a7b8c9d0e1')).toBe('/gig/65a1b2c3d4e5f6a7b8c9d0e1');
    expect(safeReturnPath('/gigs?search=China%20to%20Ghana&page=2')).toBe('/gigs?search=China%20to%20Ghana&page=2');
    expect(safeReturnPath('/container/abc#reviews')).toBe('/container/abc#reviews');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/loginhelp')).toBe('/loginhelp');
  });

  it('refuses other sites, schemes, odd characters and the sign-in pages', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'gig/abc',
      '/gig/abc\nSet-Cookie: x',
      '/login',
      '/login?next=/gig/x',
      '/Register',
      '',
      `/${'a'.repeat(2000)}`,
      undefined,
      null,
      42,
      { pathname: '/gig/x' },
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
