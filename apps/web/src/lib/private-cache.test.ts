import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '@/test/factories';
import { clearCurrentUser, setCurrentUser } from './current-user';
import { keepCacheToItsUser } from './live-cache';

// A shared computer: what one person's Settings, sessions list, watched routes, console, threads or
// orders cached must not show to the next person signing in on the tab (it stays fresh for minutes).

const PRIVATE = [['settings'], ['sessions'], ['alerts'], ['admin', 'orders', {}], ['orders'], ['users', 'a'.repeat(24)], ['gigs', 'removed'], ['gigs', 'edit-state', 'g1'], ['reviews', 's1', 'mine']];
const PUBLIC = [['gigs', 'list', {}], ['containers', 'detail', 'c1'], ['users', 'public', 's1'], ['reviews', 's1']];

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  clearCurrentUser();
});

function cacheFor(user: ReturnType<typeof testUser>) {
  setCurrentUser(user);
  const qc = new QueryClient();
  stop = keepCacheToItsUser(qc);
  for (const key of [...PRIVATE, ...PUBLIC]) qc.setQueryData(key, { whose: user.username });
  return { qc, cached: () => qc.getQueryCache().getAll().map((q) => q.queryKey) };
}

describe('the query cache and who is signed in', () => {
  it('drops what was private when its person signs out, and keeps what anyone may see', () => {
    const { cached } = cacheFor(testUser({ _id: 'a'.repeat(24) }));
    clearCurrentUser();
    expect(cached()).toEqual(PUBLIC);
  });

  it('drops it when someone else signs in on the tab (another tab signed them in)', () => {
    const { cached } = cacheFor(testUser({ _id: 'a'.repeat(24) }));
    setCurrentUser(testUser({ _id: 'b'.repeat(24), username: 'kofi' }));
    expect(cached()).toEqual(PUBLIC);
  });

  it('keeps it while the same person stays signed in (a profile save announces them again)', () => {
    const ama = testUser({ _id: 'a'.repeat(24) });
    const { cached } = cacheFor(ama);
    setCurrentUser({ ...ama, desc: 'Updated' });
    expect(cached()).toHaveLength(PRIVATE.length + PUBLIC.length);
  });
});
