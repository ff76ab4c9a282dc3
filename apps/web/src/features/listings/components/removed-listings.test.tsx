import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { RemovedListing } from '@spaceshare/shared/schemas/removed-listing';
import { formatDate } from '@/lib/format';
import { renderWithApp, stubApi } from '@/test/render';
import { RemovedListings } from './removed-listings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const removed = (overrides: Partial<RemovedListing>): RemovedListing => ({
  _id: 'a'.repeat(24),
  type: 'gig',
  title: 'Guangzhou to Accra, 10 kg',
  removedAt: '2026-11-20T10:00:00.000Z',
  note: '',
  ...overrides,
});

describe('RemovedListings', () => {
  it("lists each removed listing under a heading: its title (not a link), when, and the operator's reason", async () => {
    const fetch = stubApi(() => ({
      body: {
        items: [
          removed({ _id: '1'.repeat(24), title: 'Fake bags to Lagos', note: 'Counterfeit goods' }),
          removed({ _id: '2'.repeat(24), title: 'Phones to Accra', removedAt: '2026-11-02T08:00:00.000Z' }),
        ],
      },
    }));
    renderWithApp(<RemovedListings kind="gigs" />);

    const section = await screen.findByRole('region', { name: MESSAGES.removedListingsHeading });
    expect(within(section).getByRole('heading', { level: 2, name: MESSAGES.removedListingsHeading })).toBeTruthy();
    expect(within(section).getByText(MESSAGES.removedListingsExplanation)).toBeTruthy();
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Fake bags to Lagos${MESSAGES.removedOn(formatDate('2026-11-20T10:00:00.000Z'))}${MESSAGES.removedReason('Counterfeit goods')}`,
      `Phones to Accra${MESSAGES.removedOn(formatDate('2026-11-02T08:00:00.000Z'))}`,
    ]);
    expect(within(section).queryByRole('link')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/listings/removed?type=gig']);
  });

  it('asks for containers on My Containers', async () => {
    const fetch = stubApi(() => ({ body: { items: [removed({ type: 'container', title: '40ft to Tema' })] } }));
    renderWithApp(<RemovedListings kind="containers" />);
    expect(await screen.findByText('40ft to Tema')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/listings/removed?type=container']);
  });

  it('shows nothing when there are none, when the call fails, or before a user is known', async () => {
    const none = stubApi(() => ({ body: { items: [] } }));
    const empty = renderWithApp(<RemovedListings kind="gigs" />);
    await waitFor(() => expect(none).toHaveBeenCalled());
    await waitFor(() => expect(empty.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: MESSAGES.removedListingsHeading })).toBeNull();
    cleanup();

    const failing = stubApi(() => ({ status: 500, body: { message: 'Something went wrong' } }));
    const failed = renderWithApp(<RemovedListings kind="gigs" />);
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await waitFor(() => expect(failed.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: MESSAGES.removedListingsHeading })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    const idle = stubApi(() => ({ body: { items: [removed({})] } }));
    renderWithApp(<RemovedListings kind="gigs" enabled={false} />);
    expect(idle).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: MESSAGES.removedListingsHeading })).toBeNull();
  });
});
