import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { containers, gigs, reports, users } from '../db/schema/index.js';
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
  // The operator (issue 12): signs in to /admin with "password123".
  await createUser(db, { username: 'admin', email: 'admin@spaceshare.example', country: 'Ghana', isAdmin: true, emailVerifiedAt: VERIFIED });
  const summary = { users: 3 + DEMO_USERS.length, listings: await seedDemoListings(db), messaging: await seedMessagingDemo(db) };
  return { ...summary, reports: await seedDemoReports(db) };
}

/** A few open reports, so the operator's console has a queue to show. */
async function seedDemoReports(db: Db): Promise<number> {
  const id = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const [ama, thabo, wanjiru, tendai] = await Promise.all(['ama.mensah', 'thabo_n', 'wanjiru.k', 'tendai.c'].map(id));
  const [gig] = await db.select({ id: gigs.id, userId: gigs.userId }).from(gigs).where(eq(gigs.userId, tendai!)).limit(1);
  const [container] = await db.select({ id: containers.id, userId: containers.userId }).from(containers).limit(1);
  const rows = [
    { reporterId: thabo!, targetType: 'user' as const, targetId: tendai!, targetUserId: tendai!, reason: 'spam' as const, details: 'Sent me the same offer five times in one hour.' },
    ...(gig ? [{ reporterId: ama!, targetType: 'gig' as const, targetId: gig.id, targetUserId: gig.userId, reason: 'scam' as const, details: 'Asked me to pay a deposit by bank transfer before we met.' }] : []),
    ...(container
      ? [{ reporterId: wanjiru!, targetType: 'container' as const, targetId: container.id, targetUserId: container.userId, reason: 'prohibited_item' as const, details: 'The description mentions batteries shipped loose.' }]
      : []),
  ];
  await db.insert(reports).values(rows.map((r) => ({ id: newId(), ...r })));
  return rows.length;
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
