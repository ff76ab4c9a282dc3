// Orders (the spec names no texts for these refusals)
export const orderNotOwner = 'Only the owner of this listing can accept offers';
export const orderAlreadyBooked = 'This user already has an active order for this listing';
export const orderNotParticipant = 'You are not part of this order';
export const orderOnlySellerPicksUp = 'Only the seller can mark an order as picked up';
export const orderOnlySellerDelivers = 'Only the seller can mark an order as delivered';
export const orderNotDeliveredYet = 'The courier has not marked this order as delivered yet';
export const orderOnlyBuyerConfirms = 'Only the buyer can confirm an order';
export const orderCancelled = 'This order has been cancelled';
export const orderCompleted = 'This order is already completed';
export const orderCompletedNoCancel = 'A completed order cannot be cancelled';
// Decision 1701: once the courier holds the parcel the buyer cannot cancel; once delivered, nobody.
export const orderPickedUpNoCancel = 'The courier already has what you are sending, so this order can no longer be cancelled here. Message the courier to arrange its return.';
export const orderDeliveredNoCancel = 'A delivered order cannot be cancelled. If something went wrong, report it to SpaceShare.';
