import type { Container } from '@spaceshare/shared/schemas/container';
import type { BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import type { Order } from '@spaceshare/shared/schemas/order';
import type { User } from '@spaceshare/shared/schemas/user';

/** A stored user for unit tests; override what the test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'a'.repeat(24),
    username: 'ama',
    email: 'ama@example.com',
    img: '',
    country: 'Ghana',
    isSeller: false,
    desc: '',
    phone: '',
    totalStars: 0,
    starNumber: 0,
    tripsCompleted: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    emailVerified: false,
    languages: ['English'],
    isAdmin: false,
    ...overrides,
  };
}

/** An active gig order between seller `s…s` and buyer `b…b`; override what the test is about. */
export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o'.repeat(24),
    title: 'Guangzhou to Accra',
    img: '',
    price: 12,
    priceRMB: 80,
    createdAt: '2026-01-02T00:00:00.000Z',
    sellerId: 's'.repeat(24),
    buyerId: 'b'.repeat(24),
    status: 'active',
    quantity: 1,
    unit: 'kg',
    listingType: 'gig',
    listingId: 'g'.repeat(24),
    pickedUpAt: null,
    deliveredAt: null,
    buyerConfirmedAt: null,
    cancelledAt: null,
    requestedAt: null,
    completedAt: null,
    requestId: null,
    deliveryCode: null,
    underReview: false,
    review: 'none',
    otherUser: { _id: 'b'.repeat(24), username: 'kofi', img: '', country: 'Ghana' },
    ...overrides,
  };
}

type RequestListing = BookingRequest['listing'];

/** The listing a request shows, Guangzhou, China → Accra, Ghana; its one-line places follow its parts, as the server's do. */
export function testRequestListing(overrides: Partial<Omit<RequestListing, 'from' | 'to'>> = {}): RequestListing {
  const listing = {
    title: 'Guangzhou to Accra',
    places: { from: { city: 'Guangzhou', country: 'China' }, to: { city: 'Accra', country: 'Ghana' } },
    priceRMB: 80,
    space: 20,
    ...overrides,
  };
  const line = (place: { city: string; country: string } | null) => (place ? `${place.city}, ${place.country}` : '');
  return { ...listing, from: line(listing.places.from), to: line(listing.places.to) };
}

/** A pending request of buyer `b…b` for 2 kg on seller `s…s`'s gig, as the seller sees it; override what the test is about. */
export function testBookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    _id: 'r'.repeat(24),
    listingType: 'gig',
    listingId: 'g'.repeat(24),
    buyerId: 'b'.repeat(24),
    sellerId: 's'.repeat(24),
    quantity: 2,
    unit: 'kg',
    description: 'Two boxes of clothes',
    status: 'pending',
    declineReason: null,
    orderId: null,
    orderStatus: null,
    acceptedQuantity: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    role: 'seller',
    listing: testRequestListing(),
    otherUser: { _id: 'b'.repeat(24), username: 'kofi', img: '', country: 'Ghana' },
    ...overrides,
  };
}

/** An open gig of seller `s…s`, posted 2026-01-01, with the legacy fields filled; override what the test is about. */
export function testGig(overrides: Partial<Gig> = {}): Gig {
  return {
    _id: 'g'.repeat(24),
    userId: 's'.repeat(24),
    title: 'Guangzhou to Accra, 20 kg spare luggage',
    about: 'Flying Guangzhou to Accra with 20 kg of spare checked luggage. Sealed packages only, no liquids.',
    departureCountry: 'China',
    departureCity: 'Guangzhou',
    destinationCountry: 'Ghana',
    destinationCity: 'Accra',
    availableSpace: 20,
    priceRMB: 60,
    expirationDays: 30,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    price: 8,
    sales: 0,
    isCompleted: false,
    cat: 'luggage',
    cover: '/uploads/cover.jpg',
    images: ['/uploads/one.jpg'],
    desc: 'Legacy description',
    shortTitle: 'GZ to ACC',
    shortDesc: 'Spare luggage',
    deliveryTime: 3,
    revisionNumber: 1,
    features: ['Sealed parcels'],
    interestedCount: 0,
    departureCountryCode: 'cn',
    departureCountryName: 'China',
    destinationCountryCode: 'gh',
    destinationCountryName: 'Ghana',
    ...overrides,
  };
}

export function testContainer(overrides: Partial<Container> = {}): Container {
  return {
    _id: 'c'.repeat(24),
    userId: 's'.repeat(24),
    title: 'Shenzhen to Tema, 12 CBM in a 40ft',
    about: 'Sea freight from Shenzhen to Tema, boxed general merchandise, tracked and insured on the way.',
    containerType: '40ft',
    cargoType: 'General merchandise',
    taxClearance: 'handled_by_courier',
    locationCountry: 'China',
    locationCity: 'Shenzhen',
    availableSpaceCBM: 12,
    priceRMB: 800,
    departureDate: daysAhead(10),
    arrivalDate: daysAhead(50),
    expirationDays: 30,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    isCompleted: false,
    sales: 0,
    interestedCount: 0,
    locationCountryCode: 'cn',
    locationCountryName: 'China',
    ...overrides,
  };
}

/** The date `days` from today, as a date input holds it. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
