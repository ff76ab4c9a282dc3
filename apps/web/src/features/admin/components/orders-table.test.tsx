import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { AdminOrder } from '@spaceshare/shared/schemas/safety';
import { formatDate } from '@/lib/format';
import { stubDialog } from '@/test/dialog';
import { renderWithApp, stubApi, type ApiAnswer } from '@/test/render';
import { OrdersTable } from './orders-table';

/** An active gig order of 2 kg between buyer kofi (b…b) and seller ama (s…s); override what the test is about. */
function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: 'o'.repeat(24),
    title: 'Guangzhou to Accra',
    listingType: 'gig',
    listingId: 'g'.repeat(24),
    status: 'active',
    quantity: 2,
    unit: 'kg',
    price: 24,
    buyer: { _id: 'b'.repeat(24), username: 'kofi', suspended: false },
    seller: { _id: 's'.repeat(24), username: 'ama', suspended: false },
    createdAt: '2026-01-02T00:00:00.000Z',
    pickedUpAt: null,
    deliveredAt: null,
    completedAt: null,
    cancelledAt: null,
    disputed: false,
    reports: [],
    ...overrides,
  };
}

beforeAll(() => {
  stubDialog();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Call = { method: string; path: string; body: unknown };

/** Plays the server: the list answers `orders` whatever the query; a POST answers `post`. */
function serve(orders: AdminOrder[], post: (call: Call) => ApiAnswer = () => ({ body: { message: 'ok' } })) {
  const calls: Call[] = [];
  stubApi((call) => {
    calls.push(call);
    return call.method === 'POST' ? post(call) : { body: { items: orders, total: orders.length } };
  });
  /** The query of each list request so far, as an object. */
  const listQueries = () => calls.filter((c) => c.method === 'GET').map((c) => Object.fromEntries(new URLSearchParams(c.path.split('?')[1])));
  return { calls, listQueries };
}

describe('OrdersTable', () => {
  it("links a disputed order's open reports to the queue, and marks a suspended person (decision 2204)", async () => {
    serve([
      adminOrder({
        disputed: true,
        seller: { _id: 's'.repeat(24), username: 'ama', suspended: true },
        reports: [{ _id: 'r'.repeat(24), reporter: 'kofi', reason: 'scam' }],
      }),
    ]);
    renderWithApp(<OrdersTable />, { path: '/admin?tab=orders' });
    const row = within(await screen.findByTestId('admin-order'));
    expect(row.getByRole('link', { name: 'Report by kofi: Scam or fraud' }).getAttribute('href')).toBe(`/admin?tab=reports#admin-report-${'r'.repeat(24)}`);
    expect(row.getByText(/Seller/).textContent).toContain('ama (suspended)');
  });

  it('lists orders with their people, amounts, steps and links, and badges the disputed ones', async () => {
    const pickedUpAt = '2026-01-03T00:00:00.000Z';
    const deliveredAt = '2026-01-05T00:00:00.000Z';
    const completedAt = '2026-01-07T00:00:00.000Z';
    serve([
      adminOrder({ disputed: true, pickedUpAt, deliveredAt }),
      adminOrder({ _id: 'p'.repeat(24), title: 'Yiwu to Lagos', listingType: 'container', listingId: 'c'.repeat(24), unit: 'cbm', quantity: 3, price: 450, status: 'completed', completedAt }),
      adminOrder({ _id: 'q'.repeat(24), title: 'Listing gone', listingId: null, status: 'cancelled', cancelledAt: completedAt }),
    ]);
    renderWithApp(<OrdersTable />, { path: '/admin?tab=orders' });

    const [disputed, completed, gone] = await screen.findAllByTestId('admin-order');
    const first = within(disputed!);
    expect(first.getByRole('link', { name: 'Guangzhou to Accra' }).getAttribute('href')).toBe(`/gig/${'g'.repeat(24)}`);
    expect(first.getByRole('link', { name: 'kofi' }).getAttribute('href')).toBe(`/profile/${'b'.repeat(24)}`);
    expect(first.getByRole('link', { name: 'ama' }).getAttribute('href')).toBe(`/profile/${'s'.repeat(24)}`);
    expect(first.getByText('Disputed')).toBeTruthy();
    expect(first.getByTestId('admin-order-status').textContent).toBe('Active');
    expect(disputed!.textContent).toContain(`2 kg · $24 · Ordered ${formatDate('2026-01-02T00:00:00.000Z')}`);
    expect(first.getByTestId('admin-order-steps').textContent).toBe(`Picked up ${formatDate(pickedUpAt)} · Delivered ${formatDate(deliveredAt)}`);
    // Its number as its people see it, copyable (decision 2453); then what an operator may do.
    expect(first.getByTestId('admin-order-ref').textContent).toBe('#OOOOOO');
    const copy = first.getByRole('button', { name: 'Copy order number #OOOOOO' });
    expect(first.getAllByRole('button').filter((b) => b !== copy).map((b) => b.textContent)).toEqual(['Cancel order', 'Complete order']);

    const second = within(completed!);
    expect(second.getByRole('link', { name: 'Yiwu to Lagos' }).getAttribute('href')).toBe(`/container/${'c'.repeat(24)}`);
    // The unit as everywhere else (the order card, requests): CBM, not the stored 'cbm'.
    expect(completed!.textContent).toContain('3 CBM · $450');
    expect(second.getByTestId('admin-order-status').textContent).toBe('Completed');
    expect(second.getByTestId('admin-order-steps').textContent).toBe(`Completed ${formatDate(completedAt)}`);
    expect(second.queryByText('Disputed')).toBeNull();
    expect(second.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Copy order number #PPPPPP']);

    // No listing to go to: the title is plain text.
    expect(within(gone!).queryByRole('link', { name: 'Listing gone' })).toBeNull();
    expect(within(gone!).getByTestId('admin-order-status').textContent).toBe('Cancelled');
  });

  it('opens on the disputed orders; the filter and the search change the request, each back on page 1', async () => {
    const { listQueries } = serve([]);
    const { user } = renderWithApp(<OrdersTable />);
    expect(await screen.findByText('No disputed orders. All clear.')).toBeTruthy();
    expect(listQueries()).toEqual([{ status: 'disputed', page: '1', limit: '20' }]);

    await user.selectOptions(screen.getByLabelText('Show'), 'All');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ status: 'all', page: '1', limit: '20' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  kofi {Enter}');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ status: 'all', q: 'kofi', page: '1', limit: '20' }));
    expect(await screen.findByText('No orders match.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Show'), 'Cancelled');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ status: 'cancelled', q: 'kofi', page: '1', limit: '20' }));
    expect(await screen.findByText('No cancelled orders match. Show All to search every order.')).toBeTruthy();
  });

  it("finds an order by its number whatever the filter: the search shows All (decision 2512)", async () => {
    const { listQueries } = serve([]);
    const { user } = renderWithApp(<OrdersTable />, { path: '/admin?tab=orders' });
    expect(await screen.findByText('No disputed orders. All clear.')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.type(search, 'kofi{Enter}');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ status: 'disputed', q: 'kofi', page: '1', limit: '20' }));

    await user.clear(search);
    await user.type(search, ' #7C8D9E {Enter}');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ status: 'all', q: '#7C8D9E', page: '1', limit: '20' }));
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('all');
  });

  it('cancels with a note: asks for one first, posts it trimmed, and shows a refusal in the dialog', async () => {
    const order = adminOrder({ disputed: true });
    const { calls, listQueries } = serve([order], () => ({ status: 409, body: { message: MESSAGES.orderNotActive } }));
    const { user } = renderWithApp(<OrdersTable />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    const note = within(dialog).getByLabelText('Note to both people');
    expect(document.activeElement).toBe(note);
    expect(dialog.textContent).toContain(MESSAGES.orderOperatorCancelHint);
    // No report between the two: nothing said of reports.
    expect(dialog.textContent).not.toContain(MESSAGES.orderOperatorReportsHint);

    // A blank note is refused here, with the server's own words, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.orderOperatorNoteRequired);
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(note, '  Courier flight cancelled; parcel returned to the buyer.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.orderNotActive));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `/admin/orders/${order._id}/cancel`, body: { note: 'Courier flight cancelled; parcel returned to the buyer.' } },
    ]);
    // The refusal means the list was stale: it is read again, and the dialog stays open with the words.
    expect(listQueries()).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Cancel order' })).toBeTruthy();
    expect(document.activeElement).toBe(note);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says which reports settling resolves when the two have reported each other (decision 2454)', async () => {
    serve([adminOrder({ disputed: true, reports: [{ _id: 'r'.repeat(24), reporter: 'kofi', reason: 'scam' }] })]);
    const { user } = renderWithApp(<OrdersTable />);
    await user.click(await screen.findByRole('button', { name: 'Complete order' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete order' });
    expect(dialog.textContent).toContain(`${MESSAGES.orderOperatorCompleteHint} ${MESSAGES.orderOperatorReportsHint}`);
  });

  it('opens again at once after Escape, though the browser fires the closed one\'s close event later', async () => {
    serve([adminOrder()]);
    // Escape then Enter, typed quickly or on a busy machine: the old opening's 'close' comes after.
    const { fireLateCloses } = stubDialog({ lateClose: true });
    try {
      const { user } = renderWithApp(<OrdersTable />);
      const cancel = await screen.findByRole('button', { name: 'Cancel order' });
      await user.click(cancel);
      await user.click(within(screen.getByRole('dialog', { name: 'Cancel order' })).getByRole('button', { name: 'Back' }));
      await user.click(cancel);
      fireLateCloses();

      const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
      expect(dialog.hasAttribute('open')).toBe(true);
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Note to both people'));
    } finally {
      stubDialog();
    }
  });

  it('completes with a note: the answer is a toast, the dialog closes and the list is read again', async () => {
    const order = adminOrder();
    const { calls, listQueries } = serve([order], () => ({ body: { message: MESSAGES.orderCompletedByOperator } }));
    const { user } = renderWithApp(<OrdersTable />);
    await user.click(await screen.findByRole('button', { name: 'Complete order' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete order' });
    await user.type(within(dialog).getByLabelText('Note to both people'), 'Delivered, buyer confirmed by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Complete order' }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect((await within(toasts).findByRole('status')).textContent).toContain(MESSAGES.orderCompletedByOperator);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: `/admin/orders/${order._id}/complete`, body: { note: 'Delivered, buyer confirmed by phone' } });
    expect(listQueries()).toHaveLength(2);
  });
});
