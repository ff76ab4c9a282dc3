import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ID, type InitialData } from '@spaceshare/shared/pages';
import { containerQueryKey } from '@/features/listings/containers/api/get-container';
import { gigQueryKey } from '@/features/listings/gigs/api/get-gig';
import { gigListQueryKey } from '@/features/listings/gigs/api/list-gigs';
import { publicUserQueryKey } from '@/lib/get-public-user';
import { seedInitialData } from './initial-data';

const ID = '65f1c2ab9d3e4f5a6b7c8d9e';

function sendWithPage(initial: Partial<InitialData> | string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = typeof initial === 'string' ? initial : JSON.stringify(initial);
  document.body.appendChild(script);
}

afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove());

describe('seedInitialData', () => {
  it("puts the page's data into the query that page asks, as fresh as when the server read it", () => {
    const at = new Date(Date.now() - 1000).toISOString();
    sendWithPage({ page: '/gig/:id', id: ID, data: { _id: ID, title: 'A gig' }, at });
    const client = new QueryClient();
    seedInitialData(client, document, `/gig/${ID}`);
    expect(client.getQueryData(gigQueryKey(ID))).toEqual({ _id: ID, title: 'A gig' });
    expect(client.getQueryState(gigQueryKey(ID))?.dataUpdatedAt).toBe(Date.parse(at));
  });

  it('knows containers and profiles, and matches paths as the router does', () => {
    const at = new Date().toISOString();
    sendWithPage({ page: '/container/:id', id: ID, data: { _id: ID }, at });
    const client = new QueryClient();
    seedInitialData(client, document, `/Container/${ID}/`);
    expect(client.getQueryData(containerQueryKey(ID))).toEqual({ _id: ID });
    document.getElementById(INITIAL_DATA_ID)!.remove();
    sendWithPage({ page: '/profile/:userId', id: ID, data: { _id: ID, username: 'kofi' }, at });
    seedInitialData(client, document, `/profile/${ID}`);
    expect(client.getQueryData(publicUserQueryKey(ID))).toEqual({ _id: ID, username: 'kofi' });
  });

  it("seeds nothing for another page's URL, for broken data, or in the future", () => {
    const client = new QueryClient();
    sendWithPage({ page: '/gig/:id', id: ID, data: { _id: ID }, at: new Date().toISOString() });
    seedInitialData(client, document, '/gig/another');
    seedInitialData(client, document, `/container/${ID}`);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    document.getElementById(INITIAL_DATA_ID)!.remove();
    for (const broken of ['{not json', 'null', JSON.stringify({ page: '/orders', id: ID, data: {} })]) {
      sendWithPage(broken);
      seedInitialData(client, document, `/gig/${ID}`);
      document.getElementById(INITIAL_DATA_ID)!.remove();
    }
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    // A server clock ahead of this one does not make the data fresh for longer.
    sendWithPage({ page: '/gig/:id', id: ID, data: { _id: ID }, at: new Date(Date.now() + 3_600_000).toISOString() });
    seedInitialData(client, document, `/gig/${ID}`);
    expect(client.getQueryState(gigQueryKey(ID))!.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });

  it("seeds an Explore page's list under the query the page asks for its URL, and no other list", () => {
    const data = { items: [{ _id: ID }], total: 1, fallback: null };
    const at = new Date().toISOString();
    sendWithPage({ page: '/gigs', id: '?search=Accra&sort=popular&page=1&limit=24', data, at });
    const client = new QueryClient();
    seedInitialData(client, document, '/gigs', '?page=2&search=Accra&sort=popular');
    seedInitialData(client, document, '/gigs', '?search=Accra');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    seedInitialData(client, document, '/gigs', '?sort=popular&search=Accra&ref=mail');
    const key = gigListQueryKey({ search: 'Accra', cat: '', min: '', max: '', sort: 'popular', page: 1, limit: 24 });
    expect(client.getQueryData(key)).toEqual(data);
  });
});
