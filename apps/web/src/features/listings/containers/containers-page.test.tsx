import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testContainer } from '@/test/factories';
import { renderWithApp, stubApi, type ApiAnswer } from '@/test/render';
import ContainersPage from './containers-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContainersPage', () => {
  it('searches places (decision 2205): the search goes to the URL and the list call, and names the results', async () => {
    const understood = JSON.stringify({ from: null, to: null, place: 'Yiwu', corrected: true });
    const fetchMock = stubApi(({ path }): ApiAnswer =>
      path.includes('search=')
        ? { body: [testContainer()], headers: { 'x-total-count': '1', 'x-search-understood': understood } }
        : { body: [testContainer(), testContainer({ _id: 'b'.repeat(24) })], headers: { 'x-total-count': '2' } },
    );
    const { user } = renderWithApp(<ContainersPage />, { path: '/containers?containerType=40ft' });
    expect((await screen.findByText(/^2 containers/)).textContent).toBe('2 containers');
    await user.type(screen.getByLabelText('Search containers'), 'yiwuu{Enter}');
    const count = await screen.findByText(/^1 container/);
    expect(count.textContent).toBe('1 container for “yiwuu”. Showing results for Yiwu');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/containers?search=yiwuu&containerType=40ft&sort=createdAt&page=1&limit=24');
    await waitFor(() => expect(document.title).toBe('40ft containers matching “Yiwu” · SpaceShare'));
  });
});
