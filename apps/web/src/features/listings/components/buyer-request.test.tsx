import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { renderWithApp, stubApi } from '@/test/render';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testBookingRequest, testUser } from '@/test/factories';
import BuyerRequest from './buyer-request';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** No request of the buyer's yet; a POST of one answers it made with `quantity`. Answers what was sent. */
function stubNewRequest(quantity: number): unknown[] {
  const sent: unknown[] = [];
  stubApi(({ method, path, body }) => {
    if (method === 'POST' && path.endsWith('/requests')) {
      sent.push(body);
      return { status: 201, body: testBookingRequest({ role: 'buyer', quantity }) };
    }
    if (path.startsWith('/requests')) return { body: [] };
    return { status: 404, body: { message: 'Not found' } };
  });
  return sent;
}

describe("a buyer's pending request on the listing", () => {
  it("hands the focus to 'Request space' once withdrawn, instead of losing it with the card", async () => {
    const pending = testBookingRequest({ role: 'buyer' });
    let withdrawn = false;
    stubApi(({ method, path }) => {
      if (method === 'POST' && path === `/requests/${pending._id}/withdraw`) {
        withdrawn = true;
        return { body: { ...pending, status: 'withdrawn' } };
      }
      if (path.startsWith('/requests')) return { body: [withdrawn ? { ...pending, status: 'withdrawn' } : pending] };
      return { status: 404, body: { message: 'Not found' } };
    });
    const { user } = renderWithApp(<BuyerRequest kind="gigs" listingId={pending.listingId} priceRMB={80} space={20} />);

    await user.click(await screen.findByRole('button', { name: MESSAGES.withdrawRequest }));
    const requestSpace = await screen.findByRole('button', { name: MESSAGES.requestSpace });
    await waitFor(() => expect(document.activeElement).toBe(requestSpace));
    expect(screen.getByTestId('last-request').textContent).toContain('Withdrawn');
  });

  it("reads '7,5' kg as 7.5 in the cost and the request it sends (decision 2312)", async () => {
    const sent = stubNewRequest(7.5);
    const { user } = renderWithApp(<BuyerRequest kind="gigs" listingId={'g'.repeat(24)} priceRMB={80} space={20} />);
    await user.click(await screen.findByRole('button', { name: MESSAGES.requestSpace }));
    fireEvent.change(screen.getByLabelText(/How much space/), { target: { value: '7,5' } });
    expect(screen.getByTestId('request-cost').textContent).toMatch(/^¥600 ≈/);
    fireEvent.change(screen.getByLabelText('What are you sending?'), { target: { value: 'two boxes of school books' } });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: MESSAGES.sendRequest }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ quantity: 7.5 });
  });
});

describe("the request form's draft (decision 2440)", () => {
  afterEach(() => {
    clearCurrentUser();
    localStorage.clear();
  });

  it('keeps quantity and description when the form closes, not the declaration, and none once sent', async () => {
    setCurrentUser(testUser());
    const sent = stubNewRequest(3);
    const listing = <BuyerRequest kind="gigs" listingId={'g'.repeat(24)} priceRMB={80} space={20} />;
    const first = renderWithApp(listing);
    await first.user.click(await screen.findByRole('button', { name: MESSAGES.requestSpace }));
    fireEvent.change(screen.getByLabelText(/How much space/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('What are you sending?'), { target: { value: 'two boxes of school books' } });
    await first.user.click(screen.getByRole('checkbox'));
    first.unmount();

    const { user } = renderWithApp(listing);
    await user.click(await screen.findByRole('button', { name: MESSAGES.requestSpace }));
    expect(screen.getByTestId('draft-note').textContent).toMatch(/It is not sent yet\./);
    expect((screen.getByLabelText(/How much space/) as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('What are you sending?') as HTMLTextAreaElement).value).toBe('two boxes of school books');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: MESSAGES.sendRequest }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('spaceshare:form-draft:'))).toEqual([]));
  });
});
