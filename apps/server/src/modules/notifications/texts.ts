import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { preview } from '@spaceshare/shared/rules/preview';
import type { BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import type { Order } from '@spaceshare/shared/schemas/order';
import type { NewNotification } from './service.js';

// The words of each notification. Names and titles are the users' own text: the web renders them as
// text, never as HTML.

const amount = (quantity: number, unit: 'kg' | 'cbm') => `${quantity} ${unit === 'cbm' ? 'CBM' : 'kg'}`;
const quoted = (title: string) => `"${preview(title, 60)}"`;

export const messageNotification = (to: string, from: { id: string; username: string }, conversationId: string, text: string): NewNotification => ({
  userId: to,
  type: 'message',
  actorId: from.id,
  text: `${from.username}: ${preview(text, 100)}`,
  link: `/message/${conversationId}`,
});

/** The other party hears of a request's change, in the words of its new state; `request` is their view. */
export function requestNotification(request: BookingRequest): NewNotification | null {
  const who = request.otherUser.username;
  const what = amount(request.acceptedQuantity ?? request.quantity, request.unit);
  const on = quoted(request.listing.title);
  const to = request.role === 'seller' ? request.sellerId : request.buyerId;
  const subjectId = request._id;
  const actorId = request.otherUser._id;
  switch (request.status) {
    case 'pending':
      return { userId: to, actorId, type: 'request_new', text: `${who} asked for ${what} on ${on}`, link: '/requests', subjectId };
    case 'accepted':
      // About the order from here on: it is read when the order moves on.
      return {
        userId: to,
        actorId,
        type: 'request_accepted',
        text: `${who} accepted ${what} on ${on}. Your delivery code is in Orders.`,
        link: '/orders',
        subjectId: request.orderId ?? subjectId,
      };
    case 'declined':
      return {
        userId: to,
        actorId,
        type: 'request_declined',
        text: `${who} declined your request on ${on}${request.declineReason ? `: ${preview(request.declineReason, 100)}` : ''}`,
        link: '/requests',
        subjectId,
      };
    case 'withdrawn':
      return { userId: to, actorId, type: 'request_withdrawn', text: `${who} withdrew their request on ${on}`, link: '/requests', subjectId };
    default:
      return null;
  }
}

/** A completed order asks its buyer for a review of the courier (their order card has the form). */
const reviewAsk = (view: Order, recipientId: string) =>
  recipientId === view.buyerId ? `. How did it go? Leave ${view.otherUser.username} a review from your orders` : '';

/**
 * The courier accepted the buyer's offer (Make Offer, then Accept an offer): the buyer hears of it in
 * the words of an accepted request; `view` is the buyer's.
 */
export const offerAcceptedNotification = (view: Order, buyerId: string): NewNotification => ({
  userId: buyerId,
  type: 'offer_accepted',
  actorId: view.otherUser._id,
  text: `${view.otherUser.username} accepted your offer: ${amount(view.quantity, view.unit)} on ${quoted(view.title)}. Your delivery code is in Orders.`,
  link: '/orders',
  subjectId: view._id,
});

/** The party who did not act hears of a delivered, completed or cancelled order; `view` is theirs. */
export function orderNotification(view: Order, recipientId: string): NewNotification {
  const who = view.otherUser.username;
  const title = quoted(view.title);
  const base = { userId: recipientId, link: '/orders', subjectId: view._id, actorId: view.otherUser._id };
  if (view.status === 'cancelled') return { ...base, type: 'order_cancelled', text: `${who} cancelled the order ${title}` };
  if (view.status === 'completed') return { ...base, type: 'order_completed', text: `The order ${title} with ${who} is completed${reviewAsk(view, recipientId)}` };
  if (!view.deliveredAt) return { ...base, type: 'order_picked_up', text: `${who} has your ${MESSAGES.HAND_OVER_THINGS[view.listingType]} for ${title}` };
  return { ...base, type: 'order_delivered', text: `${who} marked ${title} as delivered. Please confirm receipt.` };
}

/** How an order was settled without one of its people (decision 1701). */
export type Settlement = 'auto' | 'cancel' | 'complete';

export function settledNotification(view: Order, recipientId: string, how: Settlement, note: string): NewNotification {
  const base = { userId: recipientId, link: '/orders', subjectId: view._id, actorId: view.otherUser._id };
  const title = quoted(view.title);
  const why = note ? `: ${preview(note, 200)}` : '';
  const ask = reviewAsk(view, recipientId);
  if (how === 'auto') return { ...base, type: 'order_completed', text: `The order ${title} completed by itself ${LIMITS.ORDER_AUTO_COMPLETE_DAYS} days after delivery${ask}` };
  if (how === 'cancel') return { ...base, type: 'order_cancelled', text: `SpaceShare cancelled the order ${title}${why}` };
  return { ...base, type: 'order_completed', text: `SpaceShare completed the order ${title}${why}${ask}` };
}

export const reviewNotification = (sellerId: string, author: { id: string; username: string }, star: number): NewNotification => ({
  userId: sellerId,
  type: 'review',
  actorId: author.id,
  text: `${author.username} reviewed you: ${star} ${star === 1 ? 'star' : 'stars'}`,
  link: `/profile/${sellerId}`,
});

export const interestNotification = (ownerId: string, who: { id: string; username: string }, title: string, link: string): NewNotification => ({
  userId: ownerId,
  type: 'interest',
  actorId: who.id,
  text: `${who.username} is interested in ${quoted(title)}`,
  link,
});

/** `departs`: a container ending at its departure (decision 2460) says so, rather than that it expires. */
export const expiringNotification = (ownerId: string, title: string, link: string, departs?: string): NewNotification => ({
  userId: ownerId,
  type: 'listing_expiring',
  text: departs ? `Your listing ${quoted(title)} closes to bookings within 2 days: it departs on ${departs}` : `Your listing ${quoted(title)} expires in 2 days`,
  link,
});

/** An operator removed or restored the owner's listing (decision 1703); the note says why. */
export function moderatedListingNotification(
  listing: { userId: string; title: string; id: string; kind: 'gig' | 'container' },
  how: 'removed' | 'restored',
  note: string,
): NewNotification {
  const what = `your ${listing.kind} ${quoted(listing.title)}`;
  if (how === 'restored') {
    return { userId: listing.userId, type: 'listing_restored', text: `SpaceShare restored ${what}: it is on Explore again`, link: `/${listing.kind}/${listing.id}` };
  }
  const why = note ? `: ${preview(note, 200)}` : '';
  return {
    userId: listing.userId,
    type: 'listing_removed',
    text: `SpaceShare removed ${what}${why}. If you think this is a mistake, write to support@spaceshare.example.`,
    link: listing.kind === 'gig' ? '/mygigs' : '/myContainers',
  };
}

/** A listing a buyer waits on changed what they booked on, e.g. a container's dates (decision 1703). */
export const listingChangedNotification = (userId: string, listing: { id: string; title: string; kind: string }, what: string): NewNotification => ({
  userId,
  type: 'listing_changed',
  text: `The owner of ${quoted(listing.title)} changed it: ${what}`,
  link: `/${listing.kind}/${listing.id}`,
});

/** A new gig on a route the user watches (decision 1401). */
export const routeAlertNotification = (userId: string, route: string, title: string, link: string): NewNotification => ({
  userId,
  type: 'route_alert',
  text: `New gig on your route ${route}: ${quoted(title)}`,
  link,
});

/**
 * A notification's text with its actor's name, where these texts put it, replaced by `to`: the
 * people a deleted account dealt with read 'Deleted user' in what they were told of it (decision 2313).
 */
export function renameActor(text: string, name: string, to: string): string {
  let out = text.startsWith(`${name} `) || text.startsWith(`${name}:`) ? to + text.slice(name.length) : text;
  for (const [before, after] of [
    [' with ', ' is completed'],
    ['Leave ', ' a review'],
  ] as const) {
    out = out.replace(`${before}${name}${after}`, `${before}${to}${after}`);
  }
  return out;
}
