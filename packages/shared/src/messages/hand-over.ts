import { LIMITS } from '../constants.js';

// Proof of hand-over (issue 10)
export const deliveryCodeFormat = `The delivery code is ${LIMITS.DELIVERY_CODE_LENGTH} digits`;
export const deliveryCodeWrong = 'That delivery code is not right. Ask the buyer for the code on their order.';
export const deliveryCodeLocked = `Too many wrong codes. Try again in ${LIMITS.DELIVERY_CODE_LOCK_MINUTES} minutes, or mark the order delivered and let the buyer confirm receipt.`;
export const reviewOrderNotYours = 'You can only review the courier of your own completed order';
