// Every user-facing error and status string lives once under messages/; strings quoted by the spec
// (§2, §4, §5, §6, §8) are verbatim, including their odd spacing and capitalisation, because tests
// assert on them. Read them as `MESSAGES.name` (messages.ts). One export per string, and one file
// per part of the app: a bundle keeps only the strings its code reads (issue 13), where one object put
// all of them in every page's first load. The strings read through MESSAGES still share one chunk
// (the namespace reaches every part), so code in a public page's first load (the guards, the detail
// pages' parts) imports its strings by name from their part instead.

export * from './messages/general.js';
export * from './messages/auth.js';
export * from './messages/images.js';
export * from './messages/profile.js';
export * from './messages/courier.js';
export * from './messages/seller-access.js';
export * from './messages/listing-forms.js';
export * from './messages/form-drafts.js';
export * from './messages/listings.js';
export * from './messages/listing-edits.js';
export * from './messages/chat.js';
export * from './messages/offers.js';
export * from './messages/reviews.js';
export * from './messages/orders.js';
export * from './messages/operations.js';
export * from './messages/order-refusals.js';
export * from './messages/booking-requests.js';
export * from './messages/hand-over.js';
export * from './messages/account.js';
export * from './messages/safety.js';
export * from './messages/alerts.js';
export * from './messages/push.js';
export * from './messages/page-errors.js';
