import { LIMITS } from '../constants.js';
import { formatRMB } from '../rules/price.js';

// Listing tables and lifecycle (§2, §4, §8)
export const noGigs = 'No gigs found. Create your first gig!';
export const noContainers = 'No containers found. Create your first container listing!';
export const markComplete = 'Mark Complete';
export const marking = 'Marking...';
export const completed = '✓ COMPLETED';
export const gigNotFound = 'Gig not found';
export const containerNotFound = 'Container not found';
export const gigDeleted = 'Gig deleted';
export const containerDeleted = 'Container deleted';
// Delete from My Gigs / My Containers asks in the app's dialog (decisions 2204, 2314).
export const deleteListingConfirmTitle = (title: string) => `Delete "${title}"?`;
export const deleteListingConfirmBody =
  'It leaves Explore and your list for good, and booking requests still waiting on it expire. This cannot be undone.';
export const deleteListingConfirm = 'Delete';
export const notExpiredYet = 'Only expired listings can be marked complete';
// A closed listing takes no new offers or bookings (issue 10); the badge shown instead of Make Offer.
export const listingClosedExpired = 'This listing has expired and no longer takes offers';
export const listingClosedCompleted = 'This listing is completed and no longer takes offers';
export const listingClosedDeleted = 'This listing was removed';
export const listingClosedFull = 'This listing is fully booked';
export const closedExpired = 'EXPIRED';
/** A container whose departure date has begun (decision 2460): it sailed rather than expired. */
export const closedDeparted = 'DEPARTED';
export const closedFull = 'Fully booked';
export const closedDeleted = 'Removed';
export const priceFilterInvalid = 'Minimum and maximum price must be numbers of 0 or more';
export const priceFilterTooLarge = `Minimum and maximum price must be at most ${formatRMB(LIMITS.PRICE_FILTER_MAX)}`;
export const priceRangeInvalid = 'Minimum price cannot be greater than maximum price';
export const gigSortInvalid = 'Sort must be one of: sales, createdAt, popular';
export const containerSortInvalid = 'Sort must be one of: createdAt, price, space';
export const containerTypeInvalid = 'Container type must be one of: 20ft, 40ft, 40ft-HC';
export const listStatusInvalid = "Status must be 'open'";
export const pageInvalid = 'Page must be a whole number from 1 to 1000';
export const limitInvalid = 'Limit must be a whole number from 1 to 100';
// Listings an operator removed, shown to their owner above My Gigs / My Containers (decision 1802)
export const listingTypeInvalid = 'Type must be gig or container';
export const removedListingsHeading = 'Removed by SpaceShare';
export const removedListingsExplanation =
  "An operator removed these listings. They are hidden from Explore and their pages; buyers' pending requests expired.";
export const removedOn = (date: string) => `Removed on ${date}`;
export const removedReason = (note: string) => `Reason: ${note}`;
