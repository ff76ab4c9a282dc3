import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { firstReviewFormError, reviewFormSchema, reviewSchema } from './review.js';

describe('reviewFormSchema', () => {
  it('accepts text and a star from 1 to 5', () => {
    expect(reviewFormSchema.parse({ sellerId: 's1', desc: '  Great courier  ', star: 5 })).toEqual({
      sellerId: 's1',
      desc: 'Great courier',
      star: 5,
    });
  });

  it('asks for text first, then a star', () => {
    expect(firstReviewFormError({ sellerId: 's1', desc: '   ', star: 0 })).toBe('Please write a review');
    expect(firstReviewFormError({ sellerId: 's1', desc: 'ok', star: 0 })).toBe('Please select a star rating');
  });

  it.each([0, 6, 2.5, undefined, '4'])('refuses star %j', (star) => {
    expect(firstReviewFormError({ sellerId: 's1', desc: 'ok', star })).toBe(MESSAGES.reviewStar);
  });

  it('caps the text length', () => {
    expect(firstReviewFormError({ sellerId: 's1', desc: 'a'.repeat(2001), star: 3 })).toBe(MESSAGES.reviewMax);
  });
});

describe('reviewSchema', () => {
  it('carries the author', () => {
    const review = {
      _id: 'r1',
      userId: 'u1',
      sellerId: 's1',
      desc: 'Great',
      star: 4,
      createdAt: '2025-01-01T00:00:00.000Z',
      verified: true,
      hidden: false,
      orderId: null,
      user: { _id: 'u1', username: 'bob', img: '', country: 'Kenya', countryCode: 'KE', countryName: 'Kenya' },
    };
    expect(reviewSchema.parse(review)).toEqual(review);
  });
});
