import { eq, inArray, sql } from 'drizzle-orm';
import type { ContainerType, TaxClearance } from '@spaceshare/shared/constants';
import { createEventBus } from '../lib/events.js';
import { saveReview } from '../modules/reviews/service.js';
import type { Db } from '../db/client.js';
import { createContainer, createGig, createSeller, createUser } from '../db/factories.js';
import { containerInterests, gigInterests, containers, gigs, users, type UserRow } from '../db/schema/index.js';

// Listings, interest and reviews for the demo: Explore pages look alive on first start, and the
// 'courier' account (password123) owns live, expiring-soon, expired and completed listings.

const DAY_MS = 86_400_000;

type Place = [city: string, country: string];
const CN: Record<string, Place> = {
  gz: ['Guangzhou', 'China'],
  sz: ['Shenzhen', 'China'],
  sh: ['Shanghai', 'China'],
  bj: ['Beijing', 'China'],
  yw: ['Yiwu', 'China'],
};
const AF: Record<string, Place> = {
  acc: ['Accra', 'Ghana'],
  jnb: ['Johannesburg', 'South Africa'],
  cpt: ['Cape Town', 'South Africa'],
  nbo: ['Nairobi', 'Kenya'],
  hre: ['Harare', 'Zimbabwe'],
  los: ['Lagos', 'Nigeria'],
  dar: ['Dar es Salaam', 'Tanzania'],
};

interface DemoGig {
  owner: string;
  from: keyof typeof CN;
  to: keyof typeof AF;
  kg: number;
  price: number;
  /** Days since posting, and days the listing runs: left = days - age. */
  age: number;
  days: number;
  sales?: number;
  completed?: boolean;
  note: string;
}

const GIGS: DemoGig[] = [
  { owner: 'courier', from: 'gz', to: 'acc', kg: 23, price: 65, age: 2, days: 30, sales: 14, note: 'Direct flight via Addis Ababa, hand-over at Kotoka arrivals' },
  { owner: 'courier', from: 'sz', to: 'jnb', kg: 15, price: 78, age: 12, days: 14, sales: 6, note: 'Flying out Friday; last chance to book space' },
  { owner: 'courier', from: 'sh', to: 'nbo', kg: 30, price: 58, age: 1, days: 45, sales: 3, note: 'Two checked bags, one almost empty' },
  { owner: 'courier', from: 'bj', to: 'los', kg: 20, price: 70, age: 25, days: 21, sales: 4, note: 'Trip done, parcels delivered in Ikeja' },
  { owner: 'courier', from: 'yw', to: 'hre', kg: 18, price: 55, age: 40, days: 30, sales: 9, completed: true, note: 'Completed run with clothing and cosmetics' },
  { owner: 'li.wei', from: 'gz', to: 'los', kg: 23, price: 72, age: 3, days: 20, sales: 21, note: 'Business trip, parcels collected in Ikeja the day after landing' },
  { owner: 'li.wei', from: 'gz', to: 'acc', kg: 25, price: 60, age: 5, days: 10, sales: 17, note: 'Receipts photographed at hand-over, sealed parcels only' },
  { owner: 'li.wei', from: 'sz', to: 'acc', kg: 10, price: 85, age: 0, days: 2, sales: 2, note: 'Short notice: leaving the day after tomorrow' },
  { owner: 'li.wei', from: 'gz', to: 'dar', kg: 12, price: 66, age: 30, days: 14, sales: 5, note: 'Expired trip kept for the record' },
  { owner: 'kwame.asante', from: 'yw', to: 'acc', kg: 32, price: 52, age: 4, days: 40, sales: 12, note: 'Trader run every six weeks, clothing and cosmetics welcome' },
  { owner: 'kwame.asante', from: 'gz', to: 'acc', kg: 20, price: 62, age: 6, days: 12, sales: 8, note: 'Small electronics with invoices only' },
  { owner: 'kwame.asante', from: 'yw', to: 'los', kg: 15, price: 68, age: 1, days: 6, sales: 1, note: 'Stopover in Lagos on the way home' },
  { owner: 'zanele.m', from: 'sh', to: 'jnb', kg: 23, price: 75, age: 2, days: 25, sales: 10, note: 'Monthly Shanghai to OR Tambo flight' },
  { owner: 'zanele.m', from: 'sh', to: 'cpt', kg: 18, price: 82, age: 3, days: 9, sales: 4, note: 'Connecting in Johannesburg, delivered in Cape Town CBD' },
  { owner: 'zanele.m', from: 'bj', to: 'jnb', kg: 8, price: 95, age: 0, days: 1, sales: 0, note: 'Leaving tomorrow morning, documents only' },
  { owner: 'tendai.c', from: 'bj', to: 'hre', kg: 40, price: 48, age: 1, days: 35, sales: 0, note: 'Flying home after the semester, plenty of allowance' },
  { owner: 'tendai.c', from: 'bj', to: 'nbo', kg: 12, price: 57, age: 2, days: 4, sales: 1, note: 'Transit in Nairobi with a 6 hour layover' },
  { owner: 'tendai.c', from: 'sh', to: 'dar', kg: 16, price: 63, age: 8, days: 28, sales: 2, note: 'Visiting friends in Dar, happy to bring parcels' },
];

interface DemoContainer {
  owner: string;
  from: keyof typeof CN | 'nb';
  to: keyof typeof AF;
  port: string;
  type: ContainerType;
  cbm: number;
  price: number;
  age: number;
  days: number;
  sales?: number;
  completed?: boolean;
  cargo: string;
  tax: TaxClearance;
  sailIn: number;
  transit: number;
}

const CONTAINERS: DemoContainer[] = [
  { owner: 'courier', from: 'sz', to: 'acc', port: 'Tema', type: '40ft', cbm: 22, price: 880, age: 3, days: 30, sales: 5, cargo: 'General merchandise, boxed', tax: 'handled_by_courier', sailIn: 12, transit: 38 },
  { owner: 'courier', from: 'gz', to: 'los', port: 'Apapa', type: '20ft', cbm: 9.5, price: 1050, age: 10, days: 12, sales: 2, cargo: 'Household goods and furniture', tax: 'paid_separately', sailIn: 5, transit: 35 },
  { owner: 'courier', from: 'sh', to: 'dar', port: 'Dar es Salaam', type: '40ft-HC', cbm: 30, price: 760, age: 35, days: 30, sales: 7, cargo: 'Building materials and tiles', tax: 'handled_by_courier', sailIn: -2, transit: 32 },
  { owner: 'zanele.m', from: 'nb', to: 'jnb', port: 'Durban', type: '40ft-HC', cbm: 41, price: 690, age: 2, days: 45, sales: 9, cargo: 'Machinery parts and furniture', tax: 'handled_by_courier', sailIn: 20, transit: 30 },
  { owner: 'zanele.m', from: 'sh', to: 'cpt', port: 'Cape Town', type: '20ft', cbm: 6, price: 1180, age: 5, days: 7, sales: 1, cargo: 'Clothing and textiles in bales', tax: 'paid_separately', sailIn: 4, transit: 33 },
  { owner: 'kwame.asante', from: 'yw', to: 'acc', port: 'Tema', type: '40ft', cbm: 14.5, price: 820, age: 1, days: 21, sales: 3, cargo: 'Cosmetics, clothing and small goods', tax: 'handled_by_courier', sailIn: 9, transit: 40 },
  { owner: 'li.wei', from: 'gz', to: 'nbo', port: 'Mombasa', type: '20ft', cbm: 11, price: 950, age: 4, days: 2, sales: 0, cargo: 'Electronics with invoices, palletised', tax: 'paid_separately', sailIn: 3, transit: 28 },
  { owner: 'tendai.c', from: 'sz', to: 'hre', port: 'Beira', type: '40ft', cbm: 19, price: 910, age: 2, days: 60, sales: 0, cargo: 'Solar panels and batteries (packed)', tax: 'handled_by_courier', sailIn: 25, transit: 36 },
];

const REVIEWS: Array<[author: string, seller: string, star: number, text: string]> = [
  ['ama.mensah', 'li.wei', 5, 'My textbooks reached Accra two days after Li landed. Sealed exactly as I packed them.'],
  ['thabo_n', 'li.wei', 4, 'Good communication on WeChat, parcel delivered in Ikeja for my cousin.'],
  ['wanjiru.k', 'li.wei', 5, 'Very careful with fragile items. Will book again.'],
  ['demo', 'courier', 5, 'Fast hand-over at Kotoka airport and a fair price per kg.'],
  ['ama.mensah', 'courier', 4, 'Everything arrived; the meeting point changed last minute but it was fine.'],
  ['wanjiru.k', 'courier', 5, 'Shared container space worked out much cheaper than air freight.'],
  ['ama.mensah', 'kwame.asante', 5, 'Kwame brought my cosmetics order from Yiwu without a single broken bottle.'],
  ['demo', 'kwame.asante', 4, 'Reliable and honest about weight limits.'],
  ['thabo_n', 'zanele.m', 5, 'Phone accessories from Shanghai to Joburg in three days. Excellent.'],
  ['wanjiru.k', 'zanele.m', 3, 'Delivery was a bit late, but Zanele kept me updated the whole time.'],
  ['thabo_n', 'tendai.c', 4, 'New courier but very professional, clear photos at every step.'],
];

async function userByName(db: Db, username: string, make: () => Promise<UserRow>): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row ?? make();
}

const place = (key: string): Place => (key === 'nb' ? ['Ningbo', 'China'] : (CN[key] ?? AF[key])!);

export async function seedDemoListings(db: Db) {
  const now = Date.now();
  const people = new Map<string, UserRow>();
  const person = async (username: string, seller: boolean) => {
    if (!people.has(username)) {
      const email = `${username.replace(/[^a-z0-9]/g, '')}@spaceshare.example`;
      const make = () => (seller ? createSeller(db, { username, email, country: 'China' }) : createUser(db, { username, email }));
      people.set(username, await userByName(db, username, make));
    }
    return people.get(username)!;
  };

  const gigIds: string[] = [];
  for (const g of GIGS) {
    const owner = await person(g.owner, true);
    const [fromCity, fromCountry] = place(g.from);
    const [toCity, toCountry] = place(g.to);
    const row = await createGig(db, owner.id, {
      title: `${fromCity} to ${toCity}, ${g.kg} kg spare luggage`,
      about: `${g.note}. ${fromCity} (${fromCountry}) to ${toCity} (${toCountry}) with ${g.kg} kg of spare checked luggage. Sealed, declared parcels only: no liquids, batteries or anything on the prohibited list.`,
      departureCity: fromCity,
      departureCountry: fromCountry,
      destinationCity: toCity,
      destinationCountry: toCountry,
      availableSpace: g.kg,
      priceRMB: g.price,
      sales: g.sales ?? 0,
      isCompleted: g.completed ?? false,
      createdAt: new Date(now - g.age * DAY_MS - 3_600_000),
      expirationDays: g.days,
      features: ['Sealed parcels only', 'Photo at hand-over'],
      deliveryTime: 3,
    });
    gigIds.push(row.id);
  }

  const containerIds: string[] = [];
  for (const c of CONTAINERS) {
    const owner = await person(c.owner, true);
    const [city, country] = place(c.from);
    const [toCity, toCountry] = place(c.to);
    const createdAt = new Date(now - c.age * DAY_MS - 3_600_000);
    const depart = new Date(createdAt.getTime() + (c.age + c.sailIn) * DAY_MS);
    const row = await createContainer(db, owner.id, {
      title: `${c.type} container ${city} to ${c.port}, ${c.cbm} CBM free`,
      about: `Shared ${c.type} container from ${city}, ${country} to ${c.port} for ${toCity}, ${toCountry}. Door pickup in ${city}, tracking from loading to release, photos at every step.`,
      containerType: c.type,
      cargoType: c.cargo,
      taxClearance: c.tax,
      locationCity: city,
      locationCountry: country,
      availableSpaceCBM: c.cbm,
      priceRMB: c.price,
      sales: c.sales ?? 0,
      isCompleted: c.completed ?? false,
      createdAt,
      expirationDays: c.days,
      departureDate: depart.toISOString().slice(0, 10),
      arrivalDate: new Date(depart.getTime() + c.transit * DAY_MS).toISOString().slice(0, 10),
    });
    containerIds.push(row.id);
  }

  // A few offers so "Popular" sorts and interested lists have something to show.
  const buyers = await Promise.all(['demo', 'ama.mensah', 'thabo_n', 'wanjiru.k'].map((name) => person(name, false)));
  const interests: Array<{ gigId: string; userId: string }> = [];
  gigIds.slice(0, 12).forEach((gigId, i) => {
    buyers.slice(0, (i % 4) + 1).forEach((buyer) => interests.push({ gigId, userId: buyer.id }));
  });
  const owned = new Map((await db.select({ id: gigs.id, userId: gigs.userId }).from(gigs)).map((g) => [g.id, g.userId]));
  const gigOffers = interests.filter((row) => owned.get(row.gigId) !== row.userId);
  await db.insert(gigInterests).values(gigOffers).onConflictDoNothing();
  await db.insert(containerInterests).values(
    containerIds.slice(0, 4).flatMap((containerId) => buyers.slice(1, 3).map((b) => ({ containerId, userId: b.id }))),
  ).onConflictDoNothing();
  await db.update(gigs).set({
    interestedCount: sql`(select count(*) from ${gigInterests} where ${gigInterests.gigId} = ${gigs.id})`,
  }).where(inArray(gigs.id, gigIds));
  await db.update(containers).set({
    interestedCount: sql`(select count(*) from ${containerInterests} where ${containerInterests.containerId} = ${containers.id})`,
  }).where(inArray(containers.id, containerIds));

  // Reviews go through the service, so the sellers' star totals include them; then the totals are
  // set to exactly what the stored reviews an operator did not hide add up to (decision 2203).
  const quiet = await createEventBus({ redis: null });
  for (const [author, seller, star, desc] of REVIEWS) {
    const [a, s] = [await person(author, false), await person(seller, true)];
    await saveReview(db, quiet, a.id, { sellerId: s.id, star, desc });
  }
  await quiet.close();
  const reviewed = [...new Set(REVIEWS.map(([, seller]) => people.get(seller)!.id))];
  await db.execute(sql`
    update ${users} set
      total_stars = coalesce((select sum(star) from reviews r where r.seller_id = ${users.id} and r.hidden_at is null), 0),
      star_number = (select count(*) from reviews r where r.seller_id = ${users.id} and r.hidden_at is null)
    where ${inArray(users.id, reviewed)}`);

  return { gigs: gigIds.length, containers: containerIds.length, reviews: REVIEWS.length };
}
