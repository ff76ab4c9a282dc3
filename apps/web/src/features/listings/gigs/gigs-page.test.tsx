import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testGig } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import GigsPage from './gigs-page';

afterEach(() => {
  cleanup();
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
});
