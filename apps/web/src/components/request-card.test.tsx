import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testBookingRequest } from '@/test/factories';
import { ARABIC_CITY, ARABIC_TITLE, expectIsolated } from '@/test/bidi';
import { renderWithApp } from '@/test/render';
import { RequestCard } from './request-card';

afterEach(cleanup);

const cost = () => screen.getByTestId('request-cost').textContent;

describe('RequestCard', () => {
  it('says what a request comes to: the asked amount, then the accepted one', () => {
    renderWithApp(<ul><RequestCard request={testBookingRequest({ quantity: 6, listing: { title: 'Guangzhou to Accra', from: 'Guangzhou, China', to: 'Accra, Ghana', priceRMB: 75, space: 18 } })} /></ul>);
    // 6 kg × ¥75 = ¥450, about $63 at the default rate.
    expect(cost()).toBe(' · ¥450 ≈ $63');
    cleanup();

    renderWithApp(<ul><RequestCard request={testBookingRequest({ quantity: 6, status: 'accepted', acceptedQuantity: 4, orderId: 'o'.repeat(24), orderStatus: 'active', listing: { title: 'Guangzhou to Accra', from: 'Guangzhou, China', to: 'Accra, Ghana', priceRMB: 75, space: 12 } })} /></ul>);
    expect(cost()).toBe(' · ¥300 ≈ $42');
  });

  it("names a deleted account as the server does, with no profile link (decision 2313)", () => {
    const request = testBookingRequest({ status: 'withdrawn' });
    renderWithApp(<ul><RequestCard request={{ ...request, otherUser: { _id: request.otherUser._id, username: 'Deleted user', img: '', country: '', unavailable: true, deleted: true } }} /></ul>);
    expect(screen.getByText('Deleted user').closest('a')).toBeNull();
    expect(screen.getByTestId('request-status').textContent).toBe('Withdrawn');
  });

  it("isolates people's words in the card's lines: the name, the title, the cities, the description (decision 2313)", () => {
    const request = testBookingRequest({
      description: 'صندوقان من الكتب',
      listing: { title: ARABIC_TITLE, from: 'قوانغتشو, China', to: `${ARABIC_CITY}, Ghana`, priceRMB: 80, space: 20 },
    });
    renderWithApp(<ul><RequestCard request={request} showListing /></ul>);
    for (const text of ['kofi', ARABIC_TITLE, 'قوانغتشو', ARABIC_CITY, 'صندوقان من الكتب']) expectIsolated(text);
  });
});
