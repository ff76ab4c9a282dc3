import { LIMITS, type ListingType } from '../constants.js';

// Proof of hand-over (issue 10)
export const deliveryCodeFormat = `The delivery code is ${LIMITS.DELIVERY_CODE_LENGTH} digits`;
export const deliveryCodeWrong = 'That delivery code is not right. Ask the buyer for the code on their order.';
export const deliveryCodeLocked = `Too many wrong codes. Try again in ${LIMITS.DELIVERY_CODE_LOCK_MINUTES} minutes, or mark the order delivered and let the buyer confirm receipt.`;
export const reviewOrderNotYours = 'You can only review the courier of your own completed order';

// Picked up (decision 1701): the courier holds the parcel (a gig's) or the cargo (a container's);
// from then on only the courier can cancel, and once delivered nobody can.
export const HAND_OVER_THINGS = { gig: 'parcel', container: 'cargo' } as const satisfies Record<ListingType, string>;
type HandOverThing = (typeof HAND_OVER_THINGS)[ListingType];
export const markPickedUp = 'Mark Picked Up';
export const markPickedUpHint = (thing: HandOverThing) => `Press once the buyer has handed you the ${thing}. From then on only you can cancel.`;
export const markedPickedUp = 'Order marked as picked up';
export const deliveryCodeHint = (thing: HandOverThing) => `Give it to the courier when you receive your ${thing}, and not before: it completes the order.`;
export const pickedUpStep = 'Picked up';
export const pickedUpBySeller = (thing: HandOverThing, date: string) => `You marked the ${thing} picked up on ${date}.`;
export const pickedUpForBuyer = (courier: string | undefined, thing: HandOverThing, date: string) => `${courier || 'The courier'} has had your ${thing} since ${date}.`;
export const pickedUpBuyerNote = 'Only the courier can cancel now. To change anything, message them with Contact.';
// Cancel asks in the app's dialog, as every other step of an order does (decisions 2204, 2314).
export const cancelOrderConfirmTitle = (title: string) => `Cancel the order "${title}"?`;
export const cancelOrderConfirmBody =
  'The order ends, the other person is told, and its space goes back to the listing. This cannot be undone.';
export const cancelAfterPickUpConfirmBody = (thing: HandOverThing) =>
  `Return the ${thing} to the buyer first. The order ends, the buyer is told, and its space goes back to the listing. This cannot be undone.`;
export const cancelOrderConfirm = 'Cancel order';
// A delivered order nobody confirms or disputes completes by itself (decision 1701).
export const autoCompleteForSeller = (completesOn: string) =>
  `If the buyer neither confirms nor reports a problem, the order completes by itself on ${completesOn}.`;
export const autoCompleteForBuyer = (completesOn: string) =>
  `If you do not, and report no problem to SpaceShare, the order completes by itself on ${completesOn}.`;

// Steps with consequences ask first (decision 2204): what follows is said before it happens.
export const pickUpConfirmTitle = 'Mark the order picked up?';
export const pickUpConfirmBody = (thing: HandOverThing) =>
  `Only do this once the buyer has handed you the ${thing}. From then on the buyer can no longer cancel; only you can, after returning the ${thing}.`;
export const deliverConfirmTitle = 'Mark the order delivered?';
export const deliverConfirmBody = (thing: HandOverThing) =>
  `Only do this once the buyer has their ${thing}. Nobody can cancel the order after this. The buyer is asked to confirm receipt, and the order completes by itself ${LIMITS.ORDER_AUTO_COMPLETE_DAYS} days later unless either of you reports a problem.`;
export const confirmReceiptTitle = 'Confirm you received it?';
export const confirmReceiptBody = (thing: HandOverThing) =>
  `This completes the order, and it can no longer be cancelled. Only confirm once you have your ${thing} and it is as agreed; if something is wrong, report a problem instead.`;
export const markedDelivered = 'Order marked as delivered';
export const receiptConfirmed = 'Receipt confirmed. Order completed.';

// When SpaceShare decides instead of the two people (decision 2204).
export const reportProblem = 'Report a problem';
export const orderUnderReview =
  'A problem was reported on this order. SpaceShare is reviewing it and will settle the order (complete or cancel it) and tell you both; it will not complete by itself meanwhile.';
export const orderOtherSuspended = (who: string | undefined) =>
  `${who || 'The other person'}'s account is suspended, so they cannot act on this order or read messages. SpaceShare will settle the order (complete or cancel it) and tell you here; you can still report a problem.`;
