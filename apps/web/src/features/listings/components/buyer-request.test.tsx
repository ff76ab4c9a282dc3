import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { renderWithApp, stubApi } from '@/test/render';
import { testBookingRequest } from '@/test/factories';
import BuyerRequest from './buyer-request';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
});
