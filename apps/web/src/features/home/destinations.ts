/** A destination card on the home page (spec §3): every card opens the Explore list. */
export type Destination = { id: number; title: string; desc: string; img: string };

/**
 * The spec's link, `/gigs?cat=design`, plus the destination as the search (issue 13): the list shows
 * gigs to that place (or, through the search fallback, to its country). No gig has the category
 * 'design', so the server ignores it.
 */
export const destinationLink = (d: Destination) => `/gigs?cat=design&search=${encodeURIComponent(d.title)}`;

export const DESTINATIONS: readonly Destination[] = [
  { id: 1, title: 'Cape Town', desc: 'South Africa', img: '/img/dest-cape-town.svg' },
  { id: 2, title: 'Nairobi', desc: 'Kenya', img: '/img/dest-nairobi.svg' },
  { id: 3, title: 'Dar es Salaam', desc: 'Tanzania', img: '/img/dest-dar-es-salaam.svg' },
  { id: 4, title: 'Luanda', desc: 'Angola', img: '/img/dest-luanda.svg' },
  { id: 5, title: 'Mauritius', desc: 'Island Paradise', img: '/img/dest-mauritius.svg' },
  { id: 6, title: 'Accra', desc: 'Ghana', img: '/img/dest-accra.svg' },
  { id: 7, title: 'Lagos', desc: 'Nigeria', img: '/img/dest-lagos.svg' },
  { id: 8, title: 'Harare', desc: 'Zimbabwe', img: '/img/dest-harare.svg' },
];

/** The second carousel: how a shipment goes, start to finish. */
export type Step = { id: number; title: string; desc: string; icon: 'search' | 'chat' | 'offer' | 'handover' | 'track' | 'review' };

export const STEPS: readonly Step[] = [
  { id: 1, title: 'Search a route', desc: 'Type where your parcel starts and ends, like “China to Kenya”, and compare travelers by price per kg and space left.', icon: 'search' },
  { id: 2, title: 'Chat with the traveler', desc: 'Ask about dates, weight and what can go in the bag before you commit. Every conversation stays in your inbox.', icon: 'chat' },
  { id: 3, title: 'Make an offer', desc: 'Register your interest with one tap. The traveler sees who is interested and accepts the shipments they can carry.', icon: 'offer' },
  { id: 4, title: 'Hand over, packed', desc: 'Meet, check the contents together and hand over a sealed, labelled parcel. Prohibited items never travel.', icon: 'handover' },
  { id: 5, title: 'Follow the order', desc: 'Track the order from accepted to delivered in My Orders and message the traveler along the way.', icon: 'track' },
  { id: 6, title: 'Rate and review', desc: 'Reviews and star ratings build trust: good travelers rise to the top and everyone ships with more confidence.', icon: 'review' },
];
