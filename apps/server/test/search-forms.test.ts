import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGig } from '../src/db/factories.js';
import { createTestApp, type TestApp } from './helpers.js';
import { signedInSeller } from './listing-helpers.js';

// The forms people type into the search box, each finding the gigs on the route it means. Countries
// are stored as names on some gigs and as codes on others, as listings made by hand and by the picker are.

const ROUTES = {
  gzAccra: ['China', 'Guangzhou', 'Ghana', 'Accra'],
  lonAccra: ['United Kingdom', 'London', 'GH', 'Accra'],
  // The way back: a route query must not find it, plain words "china ghana" would.
  accraGz: ['GH', 'Accra', 'China', 'Guangzhou'],
  szLagos: ['CN', 'Shenzhen', 'NG', 'Lagos'],
  yiwuNairobi: ['China', 'Yiwu', 'Kenya', 'Nairobi'],
  bjSh: ['China', 'Beijing', 'China', 'Shanghai'],
  abidjan: ['China', 'Guangzhou', "Côte d'Ivoire", 'Abidjan'],
  maputo: ['CN', 'Shanghai', 'MZ', 'Maputo'],
  joburg: ['China', 'Shenzhen', 'South Africa', 'Johannesburg'],
  zaKenya: ['ZA', 'Johannesburg', 'Kenya', 'Nairobi'],
  dakar: ['China', 'Yiwu', 'Senegal', 'Dakar'],
  douala: ['China', 'Guangzhou', 'CM', 'Douala'],
  luanda: ['China', 'Beijing', 'Angola', 'Luanda'],
  bissau: ['China', 'Guangzhou', 'Guinea-Bissau', 'Bissau'],
} as const;
type Key = keyof typeof ROUTES;

describe('search understands the forms people type', () => {
  let t: TestApp;
  const ids = new Map<string, Key>();

  beforeAll(async () => {
    t = await createTestApp();
    const { user } = await signedInSeller(t.db);
    for (const [key, [departureCountry, departureCity, destinationCountry, destinationCity]] of Object.entries(ROUTES)) {
      const title = `${departureCity} to ${destinationCity}, spare luggage`;
      const gig = await createGig(t.db, user.id, {
        title, about: `${title}. Sealed parcels only, handed over at the airport.`,
        departureCountry, departureCity, destinationCountry, destinationCity,
      });
      ids.set(gig.id, key as Key);
    }
  });
  afterAll(() => t.close());

  async function found(q: string): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<{ _id: string }>).map((row) => ids.get(row._id) ?? row._id).sort();
  }

  it.each<[string, Key[]]>([
    ['Guangzhou to Accra', ['gzAccra']],
    ['guangzhou-accra', ['gzAccra']],
    ['Guangzhou → Accra', ['gzAccra']],
    ['CN to GH', ['gzAccra']],
    ['from China to Ghana', ['gzAccra']],
    ['China Ghana', ['gzAccra']],
    ['Beijing Shanghai', ['bjSh']],
    ['South Africa Kenya', ['zaKenya']],
    ['china south africa', ['joburg']],
    ['Ghana China', ['accraGz']],
    ['Accra, Ghana', ['accraGz', 'gzAccra', 'lonAccra']],
    // A tester's forms: '>' as an arrow, 'SA' for South Africa.
    ['China>Ghana', ['gzAccra']],
    ['China to SA', ['joburg']],
    // Typed halfway (decision 1703): the gigs from there.
    ['Yiwu to', ['dakar', 'yiwuNairobi']],
    ['from Shenzhen to', ['joburg', 'szLagos']],
  ])('%j finds %j', async (q, keys) => {
    expect(await found(q)).toEqual(keys);
  });

  it.each<[string, Key[]]>([
    ['广州 to Accra', ['gzAccra']],
    ['深圳 to Lagos', ['szLagos']],
    ['义乌 to Nairobi', ['yiwuNairobi']],
    ['北京 to 上海', ['bjSh']],
    ['中国 to Ghana', ['gzAccra']],
    ['广州 to Ghana', ['gzAccra']],
    ['从广州到加纳', ['gzAccra']],
    ['义乌', ['dakar', 'yiwuNairobi']],
    ['中国 加纳', ['gzAccra']],
  ])('%j (Chinese names) finds %j', async (q, keys) => {
    expect(await found(q)).toEqual(keys);
  });

  it.each<[string, Key[]]>([
    ["Côte d'Ivoire", ['abidjan']],
    ['cote d ivoire', ['abidjan']],
    ['Cote dIvoire', ['abidjan']],
    ['Guangzhou to Cote dIvoire', ['abidjan']],
    ['Moçambique', ['maputo']],
    ['China to Mocambique', ['maputo']],
    ['Afrique du Sud', ['joburg', 'zaKenya']],
    ['Chine to Afrique du Sud', ['joburg']],
    ['Nigéria', ['szLagos']],
    ['Sénégal', ['dakar']],
    ['Cameroun', ['douala']],
    ['África do Sul Quénia', ['zaKenya']],
    ['Angola', ['luanda']],
    ['China to Guiné-Bissau', ['bissau']],
  ])('%j (French and Portuguese names) finds %j', async (q, keys) => {
    expect(await found(q)).toEqual(keys);
  });
});
