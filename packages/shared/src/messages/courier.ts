import { LIMITS } from '../constants.js';

// Become a courier (§4, §5, §8)
export const courierPhone = 'Please enter a valid phone number (minimum 10 digits)';
export const courierDesc = 'Please provide a detailed description about your courier services (minimum 50 characters)';
export const courierDescMax = `Description must be at most ${LIMITS.COURIER_DESC_MAX} characters`;
export const becomeSellerFailed = 'Failed to register as seller. Please try again.';
export const processing = 'Processing...';
