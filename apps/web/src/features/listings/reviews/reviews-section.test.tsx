import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewHiddenByOperator } from '@spaceshare/shared/messages/reviews';
import type { Review } from '@spaceshare/shared/schemas/review';
import { clearCurrentUser, setCurrentUser } from '@/lib/current-user';
import { testUser } from '@/test/factories';
import { renderWithApp, stubApi } from '@/test/render';
import { ReviewsSection } from './reviews-section';

const sellerId = 's'.repeat(24);
const me = testUser({ _id: 'm'.repeat(24), username: 'ama' });

function review(authorId: string, username: string, overrides: Partial<Review> = {}): Review {
  return {
    _id: `${authorId.slice(0, 1)}`.repeat(24),
    userId: authorId,
    sellerId,
    desc: `Review by ${username}`,
    star: 5,
    createdAt: '2026-01-05T00:00:00.000Z',
    verified: false,
    hidden: false,
    orderId: null,
    user: { _id: authorId, username, img: '', country: 'Ghana', countryCode: 'GH', countryName: 'Ghana' },
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  clearCurrentUser();
  vi.unstubAllGlobals();
});

describe('ReviewsSection (decision 2203)', () => {
  it("offers 'Report' on each review but the reader's own", async () => {
    setCurrentUser(me);
    stubApi(({ path }) => ({ body: path.endsWith('/mine') ? { review: review(me._id, 'ama') } : [review('k'.repeat(24), 'kofi'), review(me._id, 'ama')] }));
    renderWithApp(<ReviewsSection sellerId={sellerId} />);
    expect(await screen.findByRole('button', { name: 'Report the review by kofi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report the review by ama' })).toBeNull();
  });

  it('offers no Report to a visitor', async () => {
    stubApi(() => ({ body: [review('k'.repeat(24), 'kofi')] }));
    renderWithApp(<ReviewsSection sellerId={sellerId} />);
    expect(await screen.findByText('Review by kofi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('shows its author a review SpaceShare hid, marked so, in place of the form', async () => {
    setCurrentUser(me);
    stubApi(({ path }) => ({ body: path.endsWith('/mine') ? { review: review(me._id, 'ama', { hidden: true, verified: true }) } : [] }));
    renderWithApp(<ReviewsSection sellerId={sellerId} />);
    const hidden = await screen.findByTestId('my-review-hidden');
    expect(hidden.textContent).toContain('Hidden by SpaceShare');
    expect(hidden.textContent).toContain(reviewHiddenByOperator);
    expect(hidden.textContent).not.toContain('Verified booking');
    expect(screen.queryByRole('button', { name: /review/i })).toBeNull();
  });
});
