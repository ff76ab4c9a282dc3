import { LIMITS } from '../constants.js';

// Reviews (§5, §8)
export const reviewText = 'Please write a review';
export const reviewMax = `Review must be at most ${LIMITS.REVIEW_MAX} characters`;
export const reviewStar = 'Please select a star rating';
export const reviewFailed = 'Failed to submit review';
export const reviewsLoading = 'Loading reviews...';
export const reviewsError = 'Something went wrong loading reviews!';
export const noReviews = 'No reviews yet. Be the first to review this seller!';
export const selfReview = 'You cannot review yourself!';
export const reviewNotSeller = 'Only couriers can be reviewed';
// Decision 2203: what the author of a review an operator hid is told (on the page, and for an edit)
export const reviewHiddenByOperator =
  "SpaceShare hid your review after a report: others no longer see it and it no longer counts in this courier's rating. It can no longer be changed.";
