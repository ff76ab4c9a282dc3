import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { orderRef } from '@spaceshare/shared/rules/short-id';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { testOrder, testUser } from '@/test/factories';
import { stubDialog } from '@/test/dialog';
import { ARABIC_TITLE, expectIsolated } from '@/test/bidi';
import { renderWithApp, stubApi } from '@/test/render';
import type { Order } from '../types';
import { OrderCard } from './order-card';

const order = testOrder();
const seller = order.sellerId;
const buyer = order.buyerId;

beforeAll(() => {
  stubDialog();
});

beforeEach(() => {
  // The browser's own question is never asked: every step asks in the app's dialog (decision 2314).
  vi.stubGlobal('confirm', () => {
    throw new Error('window.confirm asked');
  });
});

afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
});

function renderCard(myId: string, overrides: Partial<Order> = {}) {
  return renderWithApp(
    <ul>
      <OrderCard order={{ ...order, ...overrides }} myId={myId} />
    </ul>,
    { path: '/orders' },
  );
}

/** The card's steps: every button but the one that copies its number. */
const buttonNames = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b !== copyButton())
    .map((b) => b.textContent);
const copyButton = () => screen.getByRole('button', { name: `Copy order number ${orderRef(order._id)}` });
type User = ReturnType<typeof renderCard>['user'];
/** A step with consequences asks first (decision 2204): press it, read the question, take the step. */
async function takeStep(user: User, name: string, question: string, confirmLabel = name) {
  await user.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: confirmLabel }));
}
/** What a screen reader reads after the control's name (jsdom has no accessibleDescription). */
const description = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('OrderCard actions', () => {
  it('offers the seller Mark Picked Up, Mark Delivered and Cancel while the order is open, and the buyer no receipt yet', () => {
    renderCard(seller);
    expect(buttonNames()).toEqual(['Contact', MESSAGES.markPickedUp, 'Mark Delivered', 'Complete with code', 'Cancel', MESSAGES.reportProblem]);
    expect(description(screen.getByRole('button', { name: MESSAGES.markPickedUp }))).toBe(MESSAGES.markPickedUpHint('parcel'));
    expect(screen.getByTestId('order-role').textContent).toBe('Seller');
    cleanup();
    renderCard(buyer);
    expect(buttonNames()).toEqual(['Contact', 'Cancel', MESSAGES.reportProblem]);
  });

  it('waits for the buyer once delivered, offers the buyer Confirm Receipt, and lets nobody cancel', () => {
    const deliveredAt = '2026-01-05T00:00:00.000Z';
    for (const pickedUpAt of [null, '2026-01-03T00:00:00.000Z']) {
      renderCard(seller, { deliveredAt, pickedUpAt });
      expect(buttonNames()).toEqual(['Contact', 'Complete with code', MESSAGES.reportProblem]);
      expect(screen.getByText(/Waiting for the buyer to confirm receipt/)).toBeTruthy();
      expect(screen.queryByTestId('picked-up-status')).toBeNull();
      cleanup();
      renderCard(buyer, { deliveredAt, pickedUpAt });
      expect(buttonNames()).toEqual(['Contact', 'Confirm Receipt', MESSAGES.reportProblem]);
      expect(screen.getByText(/Please confirm receipt/)).toBeTruthy();
      // Delivered on 5 January: it completes by itself 14 days later unless the buyer acts.
      expect(screen.getByTestId('delivered-status').textContent).toContain(MESSAGES.autoCompleteForBuyer(formatDate('2026-01-19T00:00:00.000Z')));
      expect(screen.queryByTestId('picked-up-note')).toBeNull();
      cleanup();
    }
  });

  it('after the pick-up, leaves Cancel to the courier, who is asked to return the parcel first', async () => {
    const pickedUpAt = '2026-01-03T00:00:00.000Z';
    const fetchMock = stubApi(() => ({ body: { ...order, pickedUpAt, status: 'cancelled' } }));
    const { user } = renderCard(seller, { pickedUpAt });
    expect(buttonNames()).toEqual(['Contact', 'Mark Delivered', 'Complete with code', 'Cancel', MESSAGES.reportProblem]);
    expect(screen.getByTestId('picked-up-status').textContent).toBe(MESSAGES.pickedUpBySeller('parcel', formatDate(pickedUpAt)));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.cancelOrderConfirmTitle(order.title) });
    expect(dialog.textContent).toContain(MESSAGES.cancelAfterPickUpConfirmBody('parcel'));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the buyer the courier has the parcel, and offers no Cancel', () => {
    const pickedUpAt = '2026-01-03T00:00:00.000Z';
    renderCard(buyer, { pickedUpAt });
    expect(buttonNames()).toEqual(['Contact', MESSAGES.reportProblem]);
    expect(screen.getByTestId('picked-up-status').textContent).toBe(MESSAGES.pickedUpForBuyer('kofi', 'parcel', formatDate(pickedUpAt)));
    expect(screen.getByTestId('picked-up-note').textContent).toBe(MESSAGES.pickedUpBuyerNote);
  });

  it('names the cargo of a container order', () => {
    const container = { listingType: 'container', unit: 'cbm' } as const;
    renderCard(seller, container);
    expect(description(screen.getByRole('button', { name: MESSAGES.markPickedUp }))).toBe(MESSAGES.markPickedUpHint('cargo'));
    cleanup();
    renderCard(buyer, { ...container, pickedUpAt: '2026-01-03T00:00:00.000Z' });
    expect(screen.getByTestId('picked-up-status').textContent).toContain('your cargo since');
  });

  it('marks picked up with a POST to the pickup endpoint, and says so', async () => {
    const fetchMock = stubApi(() => ({ body: { ...order, pickedUpAt: '2026-01-03T00:00:00.000Z' } }));
    const { user } = renderCard(seller);
    await user.click(screen.getByRole('button', { name: MESSAGES.markPickedUp }));
    // It asks first, saying what follows; Back takes nothing.
    const dialog = screen.getByRole('dialog', { name: MESSAGES.pickUpConfirmTitle });
    expect(within(dialog).getByText(MESSAGES.pickUpConfirmBody('parcel'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await takeStep(user, MESSAGES.markPickedUp, MESSAGES.pickUpConfirmTitle);
    expect(await screen.findByText(MESSAGES.markedPickedUp)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders/${order._id}/pickup`, expect.objectContaining({ method: 'POST' }));
    expect(fetchMock.mock.calls[0]![1]!.body).toBeUndefined();
  });

  it("toasts the server's refusal to cancel after the pick-up", async () => {
    stubApi(() => ({ status: 409, body: { message: MESSAGES.orderPickedUpNoCancel } }));
    const { user } = renderCard(buyer);
    await takeStep(user, 'Cancel', MESSAGES.cancelOrderConfirmTitle(order.title), MESSAGES.cancelOrderConfirm);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.orderPickedUpNoCancel);
  });

  it('leaves Contact and Report a problem on a completed order (and the buyer\'s review invitation), only Contact on a cancelled one', () => {
    renderCard(buyer, { status: 'completed', buyerConfirmedAt: '2026-01-06T00:00:00.000Z', review: 'counted' });
    expect(buttonNames()).toEqual(['Contact', MESSAGES.reportProblem]);
    expect(screen.getByTestId('order-reviewed').textContent).toContain('You reviewed kofi');
    cleanup();
    // A review written before this order completed is no review of it (decision 2203): the card asks for one.
    renderCard(buyer, { status: 'completed', buyerConfirmedAt: '2026-01-06T00:00:00.000Z', review: 'earlier' });
    expect(buttonNames()).toEqual(['Contact', MESSAGES.reportProblem, 'Update your review']);
    expect(screen.queryByTestId('order-reviewed')).toBeNull();
    expect(screen.getByTestId('order-review-earlier').textContent).toContain('written before this order');
    cleanup();
    renderCard(buyer, { status: 'completed', buyerConfirmedAt: '2026-01-06T00:00:00.000Z', review: 'hidden' });
    expect(buttonNames()).toEqual(['Contact', MESSAGES.reportProblem]);
    expect(screen.getByTestId('order-review-hidden').textContent).toBe('SpaceShare hid your review of kofi.');
    cleanup();
    renderCard(buyer, { status: 'completed', buyerConfirmedAt: '2026-01-06T00:00:00.000Z' });
    expect(buttonNames()).toEqual(['Contact', MESSAGES.reportProblem, 'Review kofi']);
    cleanup();
    renderCard(seller, { status: 'cancelled', cancelledAt: '2026-01-06T00:00:00.000Z' });
    expect(buttonNames()).toEqual(['Contact']);
  });

  it('marks delivered and says so', async () => {
    const fetchMock = stubApi(() => ({ body: { ...order, deliveredAt: '2026-01-05T00:00:00.000Z' } }));
    const { user } = renderCard(seller);
    await takeStep(user, 'Mark Delivered', MESSAGES.deliverConfirmTitle);
    expect(await screen.findByText(MESSAGES.markedDelivered)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders/${order._id}/deliver`, expect.objectContaining({ method: 'POST' }));
  });

  it('confirms receipt for the buyer', async () => {
    const fetchMock = stubApi(() => ({ body: { ...order, status: 'completed' } }));
    const { user } = renderCard(buyer, { deliveredAt: '2026-01-05T00:00:00.000Z' });
    await takeStep(user, 'Confirm Receipt', MESSAGES.confirmReceiptTitle);
    expect(await screen.findByText(MESSAGES.receiptConfirmed)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders/${order._id}/confirm`, expect.objectContaining({ method: 'POST' }));
  });

  it('cancels only after the confirmation in the app\'s dialog, which says what follows', async () => {
    const fetchMock = stubApi(() => ({ body: { ...order, status: 'cancelled' } }));
    const { user } = renderCard(buyer);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.cancelOrderConfirmTitle(order.title) });
    expect(dialog.textContent).toContain(MESSAGES.cancelOrderConfirmBody);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await takeStep(user, 'Cancel', MESSAGES.cancelOrderConfirmTitle(order.title), MESSAGES.cancelOrderConfirm);
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders/${order._id}/cancel`, expect.objectContaining({ method: 'POST' }));
  });

  it("toasts the server's refusal, or the fallback when there is none", async () => {
    stubApi(() => ({ status: 409, body: { message: 'Order is already completed' } }));
    const { user } = renderCard(seller);
    await takeStep(user, 'Mark Delivered', MESSAGES.deliverConfirmTitle);
    expect((await screen.findByRole('alert')).textContent).toContain('Order is already completed');
    cleanup();
    stubApi(() => ({ status: 500 }));
    const second = renderCard(seller);
    await takeStep(second.user, 'Cancel', MESSAGES.cancelOrderConfirmTitle(order.title), MESSAGES.cancelOrderConfirm);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to cancel the order. Please try again.');
  });

  it('opens the conversation with the other side', async () => {
    setCurrentUser(testUser({ _id: buyer }));
    const fetchMock = stubApi(() => ({ body: { id: 'conv1' } }));
    const { user, location } = renderCard(buyer);
    await user.click(screen.getByRole('button', { name: `Contact the seller about ${order.title}` }));
    await waitFor(() => expect(location()).toBe('/message/conv1'));
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/conversations/single/${seller}${buyer}`);
  });

  it("points a conversation about another listing at the order's, and opens it even when that listing is gone", async () => {
    setCurrentUser(testUser({ _id: buyer }));
    const about = (listingId: string) => ({ id: 'conv1', listing: { listingType: 'gig', listingId, title: 'x' } });
    const calls: string[] = [];
    // The thread is already about the order's listing: opened as it is.
    stubApi(({ method, path }) => (calls.push(`${method} ${path}`), { body: about(order.listingId!) }));
    let view = renderCard(buyer);
    await view.user.click(screen.getByRole('button', { name: `Contact the seller about ${order.title}` }));
    await waitFor(() => expect(view.location()).toBe('/message/conv1'));
    expect(calls).toEqual([`GET /conversations/single/${seller}${buyer}`]);

    // About another listing: pointed at the order's; a listing deleted since (404) is left out.
    cleanup();
    const bodies: unknown[] = [];
    stubApi(({ method, body }) => {
      if (method === 'GET') return { body: about('other') };
      bodies.push(body);
      return bodies.length === 1 ? { status: 404, body: { message: 'Gig not found' } } : { body: { id: 'conv1' } };
    });
    view = renderCard(buyer);
    await view.user.click(screen.getByRole('button', { name: `Contact the seller about ${order.title}` }));
    await waitFor(() => expect(view.location()).toBe('/message/conv1'));
    expect(bodies).toEqual([{ to: seller, listing: { listingType: 'gig', listingId: order.listingId } }, { to: seller }]);
  });

  it("says a reported order is under SpaceShare's review instead of promising it completes by itself", () => {
    const deliveredAt = '2026-01-05T00:00:00.000Z';
    for (const me of [buyer, seller]) {
      renderCard(me, { deliveredAt, underReview: true });
      expect(screen.getByTestId('order-review').textContent).toBe(MESSAGES.orderUnderReview);
      expect(screen.getByTestId('delivered-status').textContent).not.toMatch(/completes by itself/);
      cleanup();
    }
    renderCard(buyer, { deliveredAt });
    expect(screen.queryByTestId('order-review')).toBeNull();
  });

  it('tells the buyer their courier was suspended and what comes next, without the code or a link to the hidden listing', () => {
    const suspended = { otherUser: { ...order.otherUser, username: 'meilin', unavailable: true as const }, deliveryCode: '042917' };
    renderCard(buyer, suspended);
    expect(screen.getByTestId('order-review').textContent).toBe(MESSAGES.orderOtherSuspended('meilin'));
    expect(screen.queryByTestId('delivery-code')).toBeNull();
    expect(screen.queryByRole('link', { name: order.title })).toBeNull();
  });

  it('reports a problem from the order about the other person, with the order', async () => {
    const fetchMock = stubApi(() => ({ status: 201, body: { message: MESSAGES.reportReceived, report: {} } }));
    const { user } = renderCard(buyer);
    await user.click(screen.getByRole('button', { name: MESSAGES.reportProblem }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.reportProblem });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Never picked it up');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(MESSAGES.reportReceived)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/reports');
    expect(JSON.parse(init!.body as string)).toEqual({ targetType: 'user', targetId: seller, reason: 'scam', details: 'Never picked it up', orderId: order._id });
  });

  it("shows the server's reason when Contact is refused, instead of failing silently", async () => {
    setCurrentUser(testUser({ _id: buyer }));
    stubApi(({ method }) => (method === 'GET' ? { status: 404, body: { message: 'Conversation not found' } } : { status: 404, body: { message: MESSAGES.orderPartyUnavailable } }));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user, location } = renderCard(buyer);
    await user.click(screen.getByRole('button', { name: `Contact the seller about ${order.title}` }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.orderPartyUnavailable);
    expect(alert).not.toHaveBeenCalled();
    expect(location()).toBe('/orders');
  });

  it('shows the delivery code to the buyer only, and the timeline with its dates', () => {
    const request = { requestedAt: '2026-01-01T00:00:00.000Z', deliveryCode: '042917' };
    renderCard(buyer, request);
    expect(screen.getByTestId('delivery-code').textContent).toContain('042917');
    expect(screen.getByTestId('delivery-code').textContent).toContain('when you receive your parcel');
    cleanup();
    // A container's buyer receives cargo, as every other line of that order says.
    renderCard(buyer, { ...request, listingType: 'container' });
    expect(screen.getByTestId('delivery-code').textContent).toContain('when you receive your cargo');
    cleanup();
    renderCard(buyer, request);
    const steps = screen.getByTestId('order-timeline').querySelectorAll('li');
    expect([...steps].map((li) => li.querySelector('span:nth-child(2)')?.textContent)).toEqual(['Requested', 'Accepted', 'Delivered', 'Completed']);
    expect(steps[0]!.querySelector('time')).toBeTruthy();
    expect(steps[2]!.querySelector('time')).toBeNull();
    cleanup();
    renderCard(seller, { ...request, deliveryCode: null });
    expect(screen.queryByTestId('delivery-code')).toBeNull();
  });

  it('puts Picked up with its date between Accepted and Delivered once it happened, also on a cancelled order', () => {
    const labels = () => [...screen.getByTestId('order-timeline').querySelectorAll('li')].map((li) => li.querySelector('span:nth-child(2)')?.textContent);
    renderCard(buyer, { pickedUpAt: '2026-01-03T00:00:00.000Z' });
    expect(labels()).toEqual(['Accepted', MESSAGES.pickedUpStep, 'Delivered', 'Completed']);
    const step = screen.getByTestId('order-timeline').querySelectorAll('li')[1]!;
    expect(step.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-03T00:00:00.000Z');
    cleanup();
    renderCard(seller, { status: 'cancelled', pickedUpAt: '2026-01-03T00:00:00.000Z', cancelledAt: '2026-01-04T00:00:00.000Z' });
    expect(labels()).toEqual(['Accepted', MESSAGES.pickedUpStep, 'Cancelled']);
  });

  it('completes with the buyer\'s code, checking its shape first', async () => {
    const fetchMock = stubApi(() => ({ body: { ...order, status: 'completed' } }));
    const { user } = renderCard(seller);
    await user.type(screen.getByLabelText("Buyer's delivery code"), '12a3');
    await user.click(screen.getByRole('button', { name: 'Complete with code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.deliveryCodeFormat);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Buyer's delivery code"), '456');
    await user.click(screen.getByRole('button', { name: 'Complete with code' }));
    expect(await screen.findByText('Code accepted. Order completed.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/orders/${order._id}/deliver`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ code: '123456' }) }),
    );
  });

  it('keeps the six digits of a code pasted or typed with a space or a dash, and no more', async () => {
    const fetchMock = stubApi(() => ({ body: { ...order, status: 'completed' } }));
    const { user } = renderCard(seller);
    const input = screen.getByLabelText<HTMLInputElement>("Buyer's delivery code");
    expect(input.inputMode).toBe('numeric');
    await user.click(input);
    await user.paste('903 290');
    expect(input.value).toBe('903290');
    await user.clear(input);
    await user.type(input, '903-290');
    expect(input.value).toBe('903290');
    await user.clear(input);
    await user.paste('903 2901');
    expect(input.value).toBe('903290');
    // A full-width keyboard's digits are the same digits (decision 2410).
    await user.clear(input);
    await user.paste('９０３ ２９０');
    expect(input.value).toBe('903290');
    await user.click(screen.getByRole('button', { name: 'Complete with code' }));
    expect(await screen.findByText('Code accepted. Order completed.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders/${order._id}/deliver`, expect.objectContaining({ body: JSON.stringify({ code: '903290' }) }));
  });

  it("clears the code's error once the order is marked delivered", async () => {
    stubApi(() => ({ body: order }));
    let show!: (next: Order) => void;
    function Harness() {
      const [shown, setShown] = useState(order);
      show = setShown;
      return (
        <ul>
          <OrderCard order={shown} myId={seller} />
        </ul>
      );
    }
    const { user } = renderWithApp(<Harness />, { path: '/orders' });
    await user.type(screen.getByLabelText("Buyer's delivery code"), '12a3');
    await user.click(screen.getByRole('button', { name: 'Complete with code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.deliveryCodeFormat);
    // The order comes back delivered (Mark Delivered, here or in another tab).
    act(() => show({ ...order, deliveredAt: '2026-01-05T00:00:00.000Z' }));
    expect(screen.queryByText(MESSAGES.deliveryCodeFormat)).toBeNull();
    expect(screen.getByLabelText("Buyer's delivery code")).toBeTruthy();
  });

  it('moves focus to the review form it opens, and drops an error once it is mended', async () => {
    stubApi(() => ({ body: {} }));
    const { user } = renderCard(buyer, { status: 'completed', completedAt: '2026-01-06T00:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Review kofi' }));
    // The button it replaced is gone: focus would fall to the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review kofi' }));
    await user.type(screen.getByLabelText('Your review'), 'Careful and on time');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.reviewStar);
    await user.click(screen.getByLabelText('4 stars'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the review from a completed order with the order id', async () => {
    const fetchMock = stubApi(() => ({ body: {} }));
    const { user } = renderCard(buyer, { status: 'completed', completedAt: '2026-01-06T00:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Review kofi' }));
    await user.click(screen.getByLabelText('5 stars'));
    await user.type(screen.getByLabelText('Your review'), 'Careful and on time');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/reviews',
        expect.objectContaining({ body: JSON.stringify({ sellerId: seller, desc: 'Careful and on time', star: 5, orderId: order._id }) }),
      ),
    );
  });

  it('shows buyer and seller the same order number, which copies as they would quote it (decision 2453)', async () => {
    for (const me of [buyer, seller]) {
      const { user } = renderCard(me, { _id: '65f1c2ab9d3e4f5a6b7c8d9e' });
      const number = screen.getByTestId('order-ref');
      expect(number.textContent).toBe('#7C8D9E');
      expect(number.closest('div')?.querySelector('dt')?.textContent).toBe('Order number');
      await user.click(screen.getByRole('button', { name: 'Copy order number #7C8D9E' }));
      expect(await navigator.clipboard.readText()).toBe('#7C8D9E');
      cleanup();
    }
  });

  it("isolates the order's title and the other person's name (decision 2313)", () => {
    renderCard(seller, { title: ARABIC_TITLE });
    expectIsolated(ARABIC_TITLE);
    expectIsolated(order.otherUser.username);
  });
});
