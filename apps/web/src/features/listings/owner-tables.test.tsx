import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCurrentUser, setCurrentUser, setUserMode } from '@/lib/current-user';
import { testContainer, testGig, testUser } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import MyContainersPage from './containers/my-containers-page';
import MyGigsPage from './gigs/my-gigs-page';

afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
});

const owner = testUser({ _id: 's'.repeat(24), isSeller: true });

/** The Space cell of the owner's table row titled `title`. */
async function spaceOf(title: string) {
  const row = (await screen.findByRole('link', { name: title })).closest('tr')!;
  const headers = [...row.closest('table')!.querySelectorAll('thead th')].map((th) => th.textContent);
  return row.cells[headers.indexOf('Space')]!.textContent;
}

describe("the owner's tables (decision 2420)", () => {
  it('say "Fully booked" for a listing whose space orders took, not N/A', async () => {
    setCurrentUser(owner);
    setUserMode('seller');
    const booked = testGig({ _id: '1'.repeat(24), title: 'Shenzhen to Accra, booked up', availableSpace: 0 });
    const open = testGig({ _id: '2'.repeat(24), title: 'Shenzhen to Accra, room left', availableSpace: 12.5 });
    stubApi(({ path }) => (path.startsWith('/gigs?') ? { body: [booked, open], headers: { 'x-total-count': '2' } } : { body: { total: 0, byListing: {}, items: [] } }));
    renderWithApp(<MyGigsPage />, { path: '/mygigs' });
    expect(await spaceOf('Shenzhen to Accra, booked up')).toBe('Fully booked');
    expect(await spaceOf('Shenzhen to Accra, room left')).toBe('12.5 kg');
    cleanup();

    const full = testContainer({ _id: '3'.repeat(24), title: '20ft Shenzhen to Beira, booked up', availableSpaceCBM: 0 });
    stubApi(({ path }) => (path.startsWith('/containers?') ? { body: [full], headers: { 'x-total-count': '1' } } : { body: { total: 0, byListing: {}, items: [] } }));
    renderWithApp(<MyContainersPage />, { path: '/myContainers' });
    expect(await spaceOf('20ft Shenzhen to Beira, booked up')).toBe('Fully booked');
  });
});
