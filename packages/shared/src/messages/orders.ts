// Orders (§2, §8)
export const ordersLoading = 'Loading your orders...';
export const ordersErrorTitle = 'Something went wrong';
export const ordersErrorBody = "We couldn't load your orders. Please try again later.";
export const noOrders = 'No orders yet';
export const noOrdersHint = 'Find a trip and press Request space (or Make Offer and agree the details in chat): when the courier accepts, your order appears here.';
export const orderNotFound = 'Order not found';

export const crossSiteRefused = 'This request came from another site and was refused. Please use SpaceShare directly.';
