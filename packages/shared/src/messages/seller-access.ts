// Seller access (§6)
export const needSeller = 'You need to become a seller first. Redirecting to the registration page...';
export const needSellerMode = 'Please toggle to seller mode first using the switch in the navigation bar.';
export const sellerOnlyListings = 'Only sellers can create listings. Become a courier first.';
