import { describe, expect, it } from 'vitest';
import { documentTitle, matchAppPath, profileMeta } from './pages.js';

describe('matchAppPath', () => {
  it('matches as React Router does: any case, trailing slashes, one segment per parameter, decoded', () => {
    expect(matchAppPath('/')).toEqual({ path: '/', params: {} });
    expect(matchAppPath('/About/')).toEqual({ path: '/about', params: {} });
    expect(matchAppPath('/gig/abc')).toEqual({ path: '/gig/:id', params: { id: 'abc' } });
    expect(matchAppPath('/profile/a%20b')).toEqual({ path: '/profile/:userId', params: { userId: 'a b' } });
    expect(matchAppPath('/profile')).toEqual({ path: '/profile', params: {} });
    expect(matchAppPath('/mygigs')?.path).toBe('/MyGigs');
  });

  it('finds nothing for unknown paths, extra segments and undecodable parameters', () => {
    for (const path of ['/nope', '/gig', '/gig/', '/gig/a/b', '/gigs.json', '/gig/%E0%A4%A', '/about-us']) expect(matchAppPath(path), path).toBeNull();
  });
});

describe('page words', () => {
  it('names the site once in a title', () => {
    expect(documentTitle('Sign in')).toBe('Sign in · SpaceShare');
    expect(documentTitle('About SpaceShare')).toBe('About SpaceShare');
  });

  it("describes a profile by role, country and the person's own words, cut short", () => {
    const meta = profileMeta({ username: 'kofi', isSeller: true, country: 'Ghana', desc: 'x'.repeat(300) } as Parameters<typeof profileMeta>[0]);
    expect(meta.title).toBe('kofi on SpaceShare');
    expect(meta.description).toMatch(/^Courier on SpaceShare from Ghana\. x{120}\.\.\.$/);
  });
});
