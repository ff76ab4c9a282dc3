import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import { stubDialog } from '@/test/dialog';
import { testGig } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { MyListingsTable, titleColumn } from './my-listings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const href = (gig: Gig) => `/gig/${gig._id}`;

function Table({ items, onRemove = async () => undefined }: { items: Gig[]; onRemove?: (id: string) => Promise<unknown> }) {
  const list = useQuery({ queryKey: ['test-gigs'], queryFn: async () => ({ items }) });
  const noop = useMutation({ mutationFn: async (_id: string) => undefined });
  const remove = useMutation({ mutationFn: onRemove });
  return (
    <MyListingsTable noun="gig" title="Gigs" subtitle="" empty="" href={href} columns={[titleColumn(href)]} list={list} complete={noop} remove={remove} />
  );
}

describe('MyListingsTable', () => {
  it('offers Edit on open listings, expired ones included, and not on completed ones', async () => {
    stubApi(() => ({ body: { total: 0, byListing: {} } }));
    const open = testGig({ _id: '1'.repeat(24), title: 'Open gig to Accra' });
    const expired = testGig({ _id: '2'.repeat(24), title: 'Expired gig to Lagos', createdAt: '2020-01-01T00:00:00.000Z' });
    const done = testGig({ _id: '3'.repeat(24), title: 'Completed gig to Lome', isCompleted: true });
    renderWithApp(<Table items={[open, expired, done]} />);

    const edit = await screen.findByRole('link', { name: 'Edit Open gig to Accra' });
    expect(edit.getAttribute('href')).toBe(`/gig/${open._id}/edit`);
    expect(screen.getByRole('link', { name: 'Edit Expired gig to Lagos' }).getAttribute('href')).toBe(`/gig/${expired._id}/edit`);
    expect(screen.queryByRole('link', { name: 'Edit Completed gig to Lome' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Completed gig to Lome' })).toBeTruthy();
  });

  it("asks in the app's dialog before deleting, saying what follows, and deletes only once confirmed (decision 2314)", async () => {
    stubDialog();
    vi.stubGlobal('confirm', () => {
      throw new Error('window.confirm asked');
    });
    stubApi(() => ({ body: { total: 0, byListing: {} } }));
    const removed: string[] = [];
    const gig = testGig({ _id: '1'.repeat(24), title: 'Open gig to Accra' });
    const { user } = renderWithApp(<Table items={[gig]} onRemove={async (id) => removed.push(id)} />);

    await user.click(await screen.findByRole('button', { name: 'Delete Open gig to Accra' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.deleteListingConfirmTitle('Open gig to Accra') });
    expect(dialog.textContent).toContain(MESSAGES.deleteListingConfirmBody);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Open gig to Accra' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: MESSAGES.deleteListingConfirm }));
    await waitFor(() => expect(removed).toEqual([gig._id]));
    expect(await screen.findByText('Gig deleted.')).toBeTruthy();
  });
});
