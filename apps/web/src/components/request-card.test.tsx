import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testBookingRequest, testRequestListing } from '@/test/factories';
import { ARABIC_CITY, ARABIC_TITLE, expectIsolated } from '@/test/bidi';
import { renderWithApp } from '@/test/render';
import { RequestCard } from './request-card';

afterEach(cleanup);

const cost = () => screen.getByTestId('request-cost').textContent;

describe('RequestCard', () => {
  it('says what a request comes to: the asked amount, then the accepted one', () => {
    renderWithApp(<ul><RequestCard request={testBookingRequest({ quantity: 6, listing: testRequestListing({ priceRMB: 75, space: 18 }) })} /></ul>);
    // 6 kg × ¥75 = ¥450, about $63 at the default rate.
    expect(cost()).toBe(' · ¥450 ≈ $63');
    cleanup();

    renderWithApp(<ul><RequestCard request={testBookingRequest({ quantity: 6, status: 'accepted', acceptedQuantity: 4, orderId: 'o'.repeat(24), orderStatus: 'active', listing: testRequestListing({ priceRMB: 75, space: 12 }) })} /></ul>);
    expect(cost()).toBe(' · ¥300 ≈ $42');
  });

  it("names an accepted request's order by its number, as Orders and the console do (decision 2453)", () => {
    const orderId = `${'0'.repeat(18)}7c8d9e`;
    renderWithApp(<ul><RequestCard request={testBookingRequest({ status: 'accepted', acceptedQuantity: 4, orderId, orderStatus: 'active' })} /></ul>);
    expect(screen.getByTestId('request-order').textContent).toMatch(/^Accepted: (the|your) order #7C8D9E (is|and its delivery code are) in Orders\.$/);
  });

  it("names a deleted account as the server does, with no profile link (decision 2313)", () => {
    const request = testBookingRequest({ status: 'withdrawn' });
    renderWithApp(<ul><RequestCard request={{ ...request, otherUser: { _id: request.otherUser._id, username: 'Deleted user', img: '', country: '', unavailable: true, deleted: true } }} /></ul>);
    expect(screen.getByText('Deleted user').closest('a')).toBeNull();
    expect(screen.getByTestId('request-status').textContent).toBe('Withdrawn');
  });

  it('shows each place from its parts: a city with commas stays whole and isolated, the country after it, a container only its place (decision 2455)', () => {
    const commaCity = 'Washington, D.C.';
    const listing = testRequestListing({ places: { from: { city: 'Guangzhou', country: 'China' }, to: { city: commaCity, country: 'United States' } } });
    // The one-line form the server also sends would be split at its first comma: the card does not read it.
    expect(listing.to).toBe('Washington, D.C., United States');
    renderWithApp(<ul><RequestCard request={testBookingRequest({ listing })} showListing /></ul>);
    const line = screen.getByRole('link', { name: 'Guangzhou to Accra' }).closest('p')!;
    expect(line.textContent).toBe('Guangzhou to Accra · Guangzhou, China → Washington, D.C., United States');
    expect([...line.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Guangzhou to Accra', 'Guangzhou', commaCity]);
    cleanup();

    const container = testRequestListing({ title: '40ft to Tema', places: { from: { city: 'Shenzhen', country: 'China' }, to: null } });
    renderWithApp(<ul><RequestCard request={testBookingRequest({ listingType: 'container', unit: 'cbm', listing: container })} showListing /></ul>);
    expect(screen.getByRole('link', { name: '40ft to Tema' }).closest('p')!.textContent).toBe('40ft to Tema · Shenzhen, China');
  });

  it("isolates people's words in the card's lines: the name, the title, the cities, the description (decision 2313)", () => {
    const request = testBookingRequest({
      description: 'صندوقان من الكتب',
      listing: testRequestListing({ title: ARABIC_TITLE, places: { from: { city: 'قوانغتشو', country: 'China' }, to: { city: ARABIC_CITY, country: 'Ghana' } } }),
    });
    renderWithApp(<ul><RequestCard request={request} showListing /></ul>);
    for (const text of ['kofi', ARABIC_TITLE, 'قوانغتشو', ARABIC_CITY, 'صندوقان من الكتب']) expectIsolated(text);
  });
});
