import { cleanup, screen } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import { testGig } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { MyListingsTable, titleColumn } from './my-listings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const href = (gig: Gig) => `/gig/${gig._id}`;

function Table({ items }: { items: Gig[] }) {
  const list = useQuery({ queryKey: ['test-gigs'], queryFn: async () => ({ items }) });
  const noop = useMutation({ mutationFn: async (_id: string) => undefined });
  return (
    <MyListingsTable noun="gig" title="Gigs" subtitle="" empty="" href={href} columns={[titleColumn(href)]} list={list} complete={noop} remove={noop} />
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
});
