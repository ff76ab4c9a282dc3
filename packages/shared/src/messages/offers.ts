import { LIMITS } from '../constants.js';

// Interest / offers (§4, §6, §8)
export const selfOfferGig = 'You cannot make an offer on your own gig!';
export const selfOfferContainer = 'You cannot make an offer on your own container!';
export const interestFailed = 'Failed to update interest. Please try again.';
export const interestedLoadFailed = 'Unable to load interested users. Please try again.';
export const noInterested = 'No interested users yet.';
export const interested = 'Interested';
export const makeOffer = 'Make Offer';
export const notEnoughSpace = 'Not enough space left';
export const quantityPositive = 'Quantity must be greater than 0';
export const quantityStep = `Quantity must be a multiple of ${LIMITS.SPACE_STEP}`;
export const notInterested = 'This user has not registered interest in the listing';
