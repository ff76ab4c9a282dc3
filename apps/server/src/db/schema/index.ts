// The whole schema in one object, as drizzle's relational queries and drizzle-kit want it.
export * from './users.js';
export * from './uploads.js';
export * from './listings.js';
export * from './reviews.js';
export * from './messaging.js';
export * from './orders.js';
export * from './places.js';
export * from './requests.js';
export * from './notifications.js';
export * from './email.js';
export * from './safety.js';
export * from './alerts.js';
export * from './push.js';
