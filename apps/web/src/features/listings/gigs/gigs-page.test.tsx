import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testGig, testUser } from '@/test/factories';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { renderWithApp, stubApi, type ApiAnswer } from '@/test/render';
import GigsPage from './gigs-page';

afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
});

/** The page at `path`, against a server that answers every list with the same two gigs. */
async function countAt(path: string) {
  stubApi(() => ({ body: [testGig(), testGig({ _id: 'b'.repeat(24) })] }));
  renderWithApp(<GigsPage />, { path });
  return (await screen.findByText(/^2 gigs/)).textContent;
}

describe('GigsPage', () => {
  it('reads a blank search as no search', async () => {
    expect(await countAt('/gigs')).toBe('2 gigs');
    cleanup();
    expect(await countAt('/gigs?search=%20%20')).toBe('2 gigs');
    expect(screen.getByLabelText<HTMLInputElement>('Search gigs').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('names the search in the count without the spaces around it', async () => {
    expect(await countAt('/gigs?search=%20Accra%20')).toBe('2 gigs for “Accra”');
  });

  it('names the search in the tab as the server names the page, and follows a new search (decision 1804)', async () => {
    await countAt('/gigs?search=China%20to%20Ghana');
    expect(document.title).toBe('Gigs from China to Ghana · SpaceShare');
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(
      /^Travellers with spare luggage space from China to Ghana, priced per kg\./,
    );
    const user = userEvent.setup();
    const box = screen.getByLabelText('Search gigs');
    await user.clear(box);
    await user.type(box, 'electronics{Enter}');
    await waitFor(() => expect(document.title).toBe('Gigs matching “electronics” · SpaceShare'));
    await user.clear(box);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(document.title).toBe('Explore Luggage Share · SpaceShare'));
  });

  it('titles the page by the places searched and says when a typo was corrected (x-search-understood)', async () => {
    const understood = JSON.stringify({ from: 'China', to: 'Ghana', place: null, corrected: true });
    stubApi(() => ({ body: [testGig()], headers: { 'x-search-understood': understood, 'x-total-count': '1' } }));
    renderWithApp(<GigsPage />, { path: '/gigs?search=china%20to%20ghna' });
    const count = await screen.findByText(/^1 gig/);
    expect(count.textContent).toBe('1 gig for “china to ghna”. Showing results for China to Ghana');
    await waitFor(() => expect(document.title).toBe('Gigs from China to Ghana · SpaceShare'));
  });

  it('says nothing of a correction when the words were read as typed', async () => {
    const understood = JSON.stringify({ from: 'China', to: 'Ghana', place: null, corrected: false });
    stubApi(() => ({ body: [testGig()], headers: { 'x-search-understood': understood, 'x-total-count': '1' } }));
    renderWithApp(<GigsPage />, { path: '/gigs?search=China%20to%20Ghana' });
    expect((await screen.findByText(/^1 gig/)).textContent).toBe('1 gig for “China to Ghana”');
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });

  it('offers a search of one place that found nothing the route to it, and no listing "above" when none is shown', async () => {
    const place = { name: "Côte d'Ivoire", country: "Côte d'Ivoire" };
    stubApi(({ path }) =>
      path.startsWith('/gigs')
        ? {
            body: [],
            headers: {
              'x-total-count': '0',
              'x-search-fallback': JSON.stringify({ from: null, to: null, place, groups: [] }),
              'x-search-understood': JSON.stringify({ from: null, to: null, place: place.name, corrected: false }),
            },
          }
        : { body: [] },
    );
    renderWithApp(<GigsPage />, { path: '/gigs?search=Ivory%20Coast' });
    expect(await screen.findByRole('heading', { name: "No gigs to or from Côte d'Ivoire yet." })).toBeTruthy();
    expect(screen.getByText('No gigs match your search.')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Alert me about new gigs to Côte d'Ivoire" })).toBeTruthy();
    const prompt = screen.getByText(/Couriers add new trips every day/);
    expect(prompt.textContent).not.toContain('above');
    expect(prompt.textContent).toBe('Couriers add new trips every day: check back soon, or become a courier if you make this trip yourself.');
    await waitFor(() => expect(document.title).toBe("Gigs to or from Côte d'Ivoire · SpaceShare"));
  });

  it('points at the listings above the prompt only when there are some', async () => {
    const from = { name: 'Accra', country: 'Ghana' };
    const to = { name: 'Nairobi', country: 'Kenya' };
    stubApi(({ path }) =>
      path.startsWith('/gigs')
        ? {
            body: [{ ...testGig(), matchGroup: 'destination' }],
            headers: {
              'x-total-count': '0',
              'x-search-fallback': JSON.stringify({ from, to, groups: [{ group: 'destination', count: 1 }] }),
              'x-search-route': JSON.stringify({ from: 'Accra', to: 'Nairobi' }),
            },
          }
        : { body: [] },
    );
    renderWithApp(<GigsPage />, { path: '/gigs?search=Accra%20to%20Nairobi' });
    expect(await screen.findByRole('heading', { name: 'Gigs to Kenya:' })).toBeTruthy();
    expect(screen.getByText(/Couriers add new trips every day/).textContent).toContain('Open a listing above');
    expect(screen.getByRole('button', { name: 'Alert me about new gigs on this route' })).toBeTruthy();
  });

  it('watches a search of one place as the route to it', async () => {
    setCurrentUser(testUser());
    const posted: unknown[] = [];
    const understood = JSON.stringify({ from: null, to: null, place: 'Kenya', corrected: false });
    stubApi(({ method, path, body }): ApiAnswer => {
      if (path.startsWith('/gigs')) return { body: [testGig()], headers: { 'x-total-count': '1', 'x-search-understood': understood } };
      if (method === 'POST') {
        posted.push(body);
        return { body: { _id: 'a1', search: 'to Kenya', label: 'Anywhere to Kenya', email: true, createdAt: '2026-11-27T00:00:00.000Z' } };
      }
      return { body: [] };
    });
    const { user } = renderWithApp(<GigsPage />, { path: '/gigs?search=kenya' });
    await user.click(await screen.findByRole('button', { name: 'Alert me about new gigs to Kenya' }));
    await waitFor(() => expect(screen.getByTestId('watch-route').textContent).toContain('Anywhere to Kenya'));
    expect(posted).toEqual([{ search: 'to Kenya' }]);
  });
});
