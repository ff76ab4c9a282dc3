import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.js';

// Bulk seed for the benchmark: generate_series inside the database, so 100,000 gigs take seconds,
// not minutes. The mix mirrors the product: most trips leave China for African cities, with some
// other routes, a spread of prices, ages and expiry, and a few completed and deleted listings.

const CHINA = ['Guangzhou', 'Shenzhen', 'Shanghai', 'Beijing', 'Yiwu'];
const OTHER_FROM: Array<[string, string]> = [
  ['London', 'United Kingdom'],
  ['Dubai', 'United Arab Emirates'],
  ['Istanbul', 'Turkey'],
  ['Mumbai', 'India'],
  ['New York', 'United States'],
];
const TO: Array<[string, string]> = [
  ['Accra', 'Ghana'],
  ['Kumasi', 'Ghana'],
  ['Johannesburg', 'South Africa'],
  ['Cape Town', 'South Africa'],
  ['Nairobi', 'Kenya'],
  ['Harare', 'Zimbabwe'],
  ['Lagos', 'Nigeria'],
  ['Dar es Salaam', 'Tanzania'],
  ['Luanda', 'Angola'],
  ['Los Angeles', 'United States'],
  ['London', 'United Kingdom'],
  ['Shanghai', 'China'],
];
/** The bench's places with their countries and two-letter codes, for the long-tail URLs. */
const CODES: Record<string, string> = {
  China: 'CN', 'United Kingdom': 'GB', 'United Arab Emirates': 'AE', Turkey: 'TR', India: 'IN', 'United States': 'US',
  Ghana: 'GH', 'South Africa': 'ZA', Kenya: 'KE', Zimbabwe: 'ZW', Nigeria: 'NG', Tanzania: 'TZ', Angola: 'AO',
};
type Place = [city: string, country: string, code: string];
const withCode = ([city, country]: [string, string]): Place => [city, country, CODES[country] ?? country];
export const BENCH_PLACES: { from: Place[]; to: Place[] } = {
  from: [...CHINA.map((city) => withCode([city, 'China'])), ...OTHER_FROM.map(withCode)],
  to: TO.map(withCode),
};

const GOODS = ['documents', 'clothing', 'cosmetics', 'phone accessories', 'textbooks', 'small electronics', 'gifts', 'shoes'];

const arr = (values: string[]) => sql.raw(`array[${values.map((v) => pg.escapeLiteral(v)).join(',')}]`);

export async function seedBench(database: Database, { gigs = 100_000, containers = 20_000, sellers = 500 } = {}) {
  const db = database.db;
  await db.execute(sql`
    insert into users (id, username, email, password_hash, is_seller, country)
    select lpad(to_hex(i), 24, '0'), 'bench_seller_' || i, 'bench_seller_' || i || '@example.com', 'x', true, 'China'
    from generate_series(1, ${sellers}) as i`);

  const fromCity = arr([...CHINA, ...OTHER_FROM.map(([c]) => c)]);
  const fromCountry = arr([...CHINA.map(() => 'China'), ...OTHER_FROM.map(([, c]) => c)]);
  const toCity = arr(TO.map(([c]) => c));
  const toCountry = arr(TO.map(([, c]) => c));
  const goods = arr(GOODS);
  // 85% of trips leave China (first five entries), the rest from elsewhere.
  const fromIndex = sql.raw(`(case when (i * 7) % 100 < 85 then 1 + (i * 13) % ${CHINA.length} else ${CHINA.length + 1} + (i * 17) % ${OTHER_FROM.length} end)`);
  const batch = 25_000;
  // Bulk loads skip the per-row places triggers and rebuild the places table once at the end.
  await db.execute(sql`alter table gigs disable trigger gigs_places_trg`);
  await db.execute(sql`alter table containers disable trigger containers_places_trg`);
  for (let start = 1; start <= gigs; start += batch) {
    const end = Math.min(gigs, start + batch - 1);
    await db.execute(sql`
      insert into gigs (id, user_id, title, about, departure_country, departure_city, destination_country,
        destination_city, available_space, price_rmb, expiration_days, expires_at, sales, interested_count,
        is_completed, created_at, updated_at, deleted_at, cat)
      select lpad(to_hex(1000000 + i), 24, '0') as id,
        lpad(to_hex(1 + i % ${sellers}), 24, '0'),
        (${fromCity})[f] || ' to ' || (${toCity})[1 + (i * 31) % ${TO.length}] || ', ' || (5 + i % 36) || ' kg spare luggage',
        'Flying ' || (${fromCity})[f] || ' to ' || (${toCity})[1 + (i * 31) % ${TO.length}] || ' with spare checked luggage. ' ||
          'Happy to carry ' || (${goods})[1 + i % ${GOODS.length}] || ' in sealed parcels; no liquids or batteries.',
        (${fromCountry})[f], (${fromCity})[f],
        (${toCountry})[1 + (i * 31) % ${TO.length}], (${toCity})[1 + (i * 31) % ${TO.length}],
        5 + i % 36, 30 + (i * 37) % 91, d, created + make_interval(days => d),
        (i * 53) % 200, (i * 11) % 50,
        i % 20 = 0, created, created,
        case when i % 97 = 0 then now() end,
        'luggage-transport'
      from (
        select i, ${fromIndex} as f, 7 + (i * 19) % 54 as d,
          now() - make_interval(secs => (i::bigint * 7919) % (60 * 86400)) as created
        from generate_series(${start}::int, ${end}::int) as i
      ) as s`);
  }

  const types = arr(['20ft', '40ft', '40ft-HC']);
  const ports = arr(['Tema', 'Apapa', 'Durban', 'Mombasa', 'Dar es Salaam', 'Beira', 'Luanda']);
  for (let start = 1; start <= containers; start += batch) {
    const end = Math.min(containers, start + batch - 1);
    await db.execute(sql`
      insert into containers (id, user_id, title, about, container_type, cargo_type, tax_clearance,
        location_country, location_city, available_space_cbm, price_rmb, departure_date, arrival_date,
        expiration_days, expires_at, sales, interested_count, is_completed, created_at, updated_at)
      select lpad(to_hex(5000000 + i), 24, '0'),
        lpad(to_hex(1 + i % ${sellers}), 24, '0'),
        (${types})[1 + i % 3] || ' container ' || (${fromCity})[1 + i % 5] || ' to ' || (${ports})[1 + (i * 3) % 7],
        'Shared ' || (${types})[1 + i % 3] || ' container from ' || (${fromCity})[1 + i % 5] || ', China to ' ||
          (${ports})[1 + (i * 3) % 7] || '. Tracking included, customs paperwork prepared before loading.',
        (${types})[1 + i % 3], 'General merchandise, ' || (${goods})[1 + i % ${GOODS.length}],
        case when i % 2 = 0 then 'handled_by_courier' else 'paid_separately' end,
        'China', (${fromCity})[1 + i % 5],
        1 + (i % 60) * 0.5, 500 + (i * 37) % 1200, '2030-01-01', '2030-02-15',
        d, created + make_interval(days => d), (i * 7) % 40, (i * 3) % 30, i % 25 = 0, created, created
      from (
        select i, 7 + (i * 19) % 54 as d, now() - make_interval(secs => (i::bigint * 7919) % (60 * 86400)) as created
        from generate_series(${start}::int, ${end}::int) as i
      ) as s`);
  }
  await db.execute(sql`select places_rebuild()`);
  await db.execute(sql`alter table gigs enable trigger gigs_places_trg`);
  await db.execute(sql`alter table containers enable trigger containers_places_trg`);
  // What autovacuum does on a live PostgreSQL database, and the app's table upkeep on PGlite (decision 0808):
  // statistics, and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);
}
