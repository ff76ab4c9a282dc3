import type { Db } from '../db/client.js';
import { createSeller, createUser, type UserOverrides } from '../db/factories.js';
import { seedMessagingDemo } from './messaging.js';
import { seedDemoListings } from './listings.js';

/** The user whose presence means the demo data is already there. */
export const DEMO_MARKER_USERNAME = 'demo';

/** Demo accounts share the password "password123"; the README lists them. */
export async function seedDemoData(db: Db) {
  await createUser(db, { username: DEMO_MARKER_USERNAME, email: 'demo@spaceshare.example', country: 'Ghana' });
  await createSeller(db, { username: 'courier', email: 'courier@spaceshare.example', country: 'China', emailVerifiedAt: VERIFIED });
  for (const person of DEMO_USERS) {
    await (person.isSeller ? createSeller(db, person) : createUser(db, person));
  }
  return { users: 2 + DEMO_USERS.length, listings: await seedDemoListings(db), messaging: await seedMessagingDemo(db) };
}

/** Established couriers opened their verification link long ago; 'demo' and the new courier have not. */
const VERIFIED = new Date('2026-01-15T09:00:00Z');

/** Buyers and couriers that make the marketplace look lived-in; every one signs in with "password123". */
const DEMO_USERS: UserOverrides[] = [
  {
    username: 'ama.mensah',
    email: 'ama.mensah@spaceshare.example',
    country: 'Ghana',
    desc: 'Postgraduate student in Guangzhou. I send textbooks and small electronics home to Accra.',
  },
  {
    username: 'thabo_n',
    email: 'thabo@spaceshare.example',
    country: 'South Africa',
    desc: 'Small online shop owner in Johannesburg importing phone accessories from Shenzhen.',
  },
  {
    username: 'wanjiru.k',
    email: 'wanjiru@spaceshare.example',
    country: 'Kenya',
    desc: 'Studying in Beijing; I often need to get gifts and documents to my family in Nairobi.',
  },
  {
    username: 'li.wei',
    email: 'li.wei@spaceshare.example',
    country: 'China',
    isSeller: true,
    emailVerifiedAt: VERIFIED,
    phone: '+86 138 0013 8000',
    desc: 'I fly Guangzhou to Lagos and Accra twice a month for work. 23 kg spare on most trips, sealed parcels only, receipt photos on hand-over.',
    totalStars: 47,
    starNumber: 10,
    tripsCompleted: 18,
  },
  {
    username: 'kwame.asante',
    email: 'kwame.asante@spaceshare.example',
    country: 'Ghana',
    isSeller: true,
    emailVerifiedAt: VERIFIED,
    phone: '+233 24 555 0192',
    desc: 'Trader travelling Yiwu to Accra every six weeks. Happy to carry clothing, cosmetics and small electronics with invoices.',
    totalStars: 38,
    starNumber: 9,
    tripsCompleted: 11,
  },
  {
    username: 'zanele.m',
    email: 'zanele@spaceshare.example',
    country: 'South Africa',
    isSeller: true,
    emailVerifiedAt: VERIFIED,
    phone: '+27 82 555 0147',
    desc: 'Shanghai to Johannesburg and Cape Town monthly. I also share space in a 40ft container out of Ningbo every quarter.',
    totalStars: 14,
    starNumber: 3,
    tripsCompleted: 4,
  },
  {
    username: 'tendai.c',
    email: 'tendai@spaceshare.example',
    country: 'Zimbabwe',
    isSeller: true,
    phone: '+263 77 555 0110',
    desc: 'New courier on the Beijing to Harare route, flying home after my semester with plenty of spare luggage allowance.',
  },
];
