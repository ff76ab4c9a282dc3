import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer, createGig } from '../src/db/factories.js';
import type { GigRow } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { daysAgo, postGig, signedInSeller } from './listing-helpers.js';

// Route-aware search over one fixed set of gigs; each expectation names exactly which gigs match.

describe('route-aware search', () => {
  let t: TestApp;
  const g: Record<string, GigRow> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { user } = await signedInSeller(t.db);
    const gig = (key: string, overrides: NonNullable<Parameters<typeof createGig>[2]>) =>
      createGig(t.db, user.id, { about: `${overrides.title}. Sealed parcels only, handed over at the airport.`, ...overrides }).then(
        (row) => (g[key] = row),
      );
    await gig('bjSh', {
      title: 'Beijing to Shanghai express suitcase',
      departureCountry: 'China', departureCity: 'Beijing', destinationCountry: 'China', destinationCity: 'Shanghai',
      sales: 1,
    });
    await gig('gzAccra', {
      title: 'Guangzhou to Accra, 20 kg spare luggage',
      departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra',
      sales: 5,
    });
    await gig('szKumasi', {
      title: 'Shenzhen to Kumasi documents and small parcels',
      departureCountry: 'China', departureCity: 'Shenzhen', destinationCountry: 'Ghana', destinationCity: 'Kumasi',
      sales: 9,
    });
    await gig('shNy', {
      title: 'Shanghai to New York, two spare bags',
      departureCountry: 'China', departureCity: 'Shanghai', destinationCountry: 'United States', destinationCity: 'New York',
      sales: 2,
    });
    await gig('gzLa', {
      title: 'Guangzhou to Los Angeles electronics welcome',
      about: 'Flying Guangzhou to LA; phones and laptops in original packaging are welcome, no batteries loose.',
      departureCountry: 'CN', departureCity: 'Guangzhou', destinationCountry: 'USA', destinationCity: 'Los Angeles',
      sales: 3,
    });
    await gig('lonAccra', {
      title: 'London to Accra, clothes and shoes',
      departureCountry: 'United Kingdom', departureCity: 'London', destinationCountry: 'Ghana', destinationCity: 'Accra',
      sales: 4,
    });
    await gig('yiwuNairobi', {
      title: 'Yiwu to Nairobi small goods',
      departureCountry: 'China', departureCity: 'Yiwu', destinationCountry: 'Kenya', destinationCity: 'Nairobi',
      sales: 7,
    });
    await gig('dar', {
      title: 'Guangzhou to Dar es Salaam with 30 kg',
      departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Tanzania', destinationCity: 'Dar es Salaam',
      sales: 0,
    });
    // A misspelt city with many sales: a fuzzy hit that must still rank below exact ones.
    await gig('istAcra', {
      title: 'Istanbul to Acra via Doha',
      departureCountry: 'Turkey', departureCity: 'Istanbul', destinationCountry: 'Ghana', destinationCity: 'Acra',
      sales: 100,
    });
    await gig('expiredGhana', {
      title: 'Old Guangzhou to Accra trip',
      departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra',
      createdAt: daysAgo(40), expirationDays: 30,
    });
  });
  afterAll(() => t.close());

  async function search(q: string, extra = '') {
    const res = await t.app.inject({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode).toBe(200);
    const keyOf = (id: string) => Object.keys(g).find((k) => g[k]!.id === id);
    const rows = res.json() as Array<{ _id: string; matchGroup?: string }>;
    return {
      // What matched the search itself; a route that matched nothing answers fallback groups instead.
      keys: rows.filter((row) => !row.matchGroup).map((row) => keyOf(row._id)),
      fallback: rows.filter((row) => row.matchGroup).map((row) => `${row.matchGroup}:${keyOf(row._id)}`),
      total: Number(res.headers['x-total-count']),
    };
  }

  it('"Beijing to Shanghai" matches cities on each side', async () => {
    expect((await search('Beijing to Shanghai')).keys).toEqual(['bjSh']);
  });

  it('"China to USA" matches countries through codes and aliases (USA = United States, CN = China)', async () => {
    expect((await search('China to USA')).keys).toEqual(['gzLa', 'shNy']);
  });

  it('"china-ghana" is a route, hides expired gigs and sorts by sales', async () => {
    const result = await search('china-ghana');
    expect(result.keys).toEqual(['szKumasi', 'gzAccra']);
    expect(result.total).toBe(2);
  });

  it('"Guangzhou → Accra" and "from guangzhou to accra" match the city pair only', async () => {
    expect((await search('Guangzhou → Accra')).keys).toEqual(['gzAccra']);
    expect((await search('from guangzhou to accra')).keys).toEqual(['gzAccra']);
    expect((await search('GUANGZHOU -> ACCRA')).keys).toEqual(['gzAccra']);
  });

  it('tolerates small typos: "Accraa", "Ghanna", "Guangzou to Acra"', async () => {
    expect(new Set((await search('Accraa')).keys)).toEqual(new Set(['gzAccra', 'lonAccra', 'istAcra']));
    expect(new Set((await search('Ghanna')).keys)).toEqual(new Set(['gzAccra', 'szKumasi', 'lonAccra', 'istAcra']));
    expect((await search('China to Ghanna')).keys).toEqual(['szKumasi', 'gzAccra']);
    expect((await search('Guangzou to Acra')).keys).toEqual(['gzAccra']);
  });

  it('reads two letters typed the wrong way round: "Gahna", "China to Gahna", "Nairbio", "Lodnon to Accra"', async () => {
    // Their trigrams are too far from the name for similarity; one swap away, they are near names.
    expect(new Set((await search('Gahna')).keys)).toEqual(new Set(['gzAccra', 'szKumasi', 'lonAccra', 'istAcra']));
    expect((await search('China to Gahna')).keys).toEqual(['szKumasi', 'gzAccra']);
    expect((await search('Nairbio')).keys).toEqual(['yiwuNairobi']);
    expect((await search('Lodnon to Accra')).keys).toEqual(['lonAccra']);
    expect((await search('China to Kneya')).keys).toEqual(['yiwuNairobi']);
    // Two swaps away is too far.
    expect((await search('Ganha')).keys).toEqual([]);
  });

  it('matches a single place on either side, with UK for United Kingdom', async () => {
    expect((await search('Accra')).keys).toEqual(['gzAccra', 'lonAccra', 'istAcra']);
    expect((await search('UK to Ghana')).keys).toEqual(['lonAccra']);
    expect((await search('to kenya')).keys).toEqual(['yiwuNairobi']);
    expect((await search('dar es salaam')).keys).toEqual(['dar']);
  });

  it('ranks exact place matches above fuzzy ones, then by the requested sort', async () => {
    // istAcra sells most but only resembles "accra"; the exact Accra gigs come first, by sales.
    expect((await search('accra')).keys).toEqual(['gzAccra', 'lonAccra', 'istAcra']);
    expect((await search('to accra')).keys).toEqual(['gzAccra', 'lonAccra', 'istAcra']);
    // "Shanghai" is an exact city of bjSh (destination) and shNy (departure); nothing else is close.
    expect((await search('shanghai')).keys).toEqual(['shNy', 'bjSh']);
    expect((await search('shanghai', '&sort=createdAt')).keys).toEqual(['shNy', 'bjSh']);
    // "kumas" is fuzzy for Kumasi; the exact "accra" side wins for gzAccra in "guangzhou to accra".
    const fuzzy = await search('Shenzen to Kumas');
    expect(fuzzy.keys).toEqual(['szKumasi']);
  });

  it('reads a typo of a place of several words as that place: "Los Ageles", "Dar e Salaam", "New Yok"', async () => {
    expect((await search('Los Ageles')).keys).toEqual(['gzLa']);
    expect((await search('Dar e Salaam')).keys).toEqual(['dar']);
    expect((await search('New Yok')).keys).toEqual(['shNy']);
    // Words that are not near such a place keep matching word by word.
    expect((await search('Angeles electronics')).keys).toEqual(['gzLa']);
    expect((await search('new electronics')).keys).toEqual([]);
  });

  it('matches other words against the title and about text', async () => {
    expect((await search('electronics')).keys).toEqual(['gzLa']);
    expect((await search('laptops')).keys).toEqual(['gzLa']);
    expect((await search('clothes accra')).keys).toEqual(['lonAccra']);
    expect((await search('documents')).keys).toEqual(['szKumasi']);
  });

  it('finds nothing for unrelated text and treats LIKE wildcards literally', async () => {
    expect((await search('Paris to Tokyo')).keys).toEqual([]);
    expect((await search('%')).keys).toEqual([]);
    expect((await search('zzzz_qqqq')).keys).toEqual([]);
  });

  it('combines search with price filters and the owner list', async () => {
    expect((await search('china to ghana', '&min=61')).keys).toEqual([]);
    expect((await search('china to ghana', '&max=60')).keys).toEqual(['szKumasi', 'gzAccra']);
    const own = await search('china to ghana', `&userId=${g.gzAccra!.userId}`);
    expect(new Set(own.keys)).toEqual(new Set(['szKumasi', 'gzAccra', 'expiredGhana']));
  });

  it('searches containers by location, title, about and cargo type', async () => {
    const { user } = await signedInSeller(t.db);
    const tema = await createContainer(t.db, user.id, {
      title: '40ft container Shenzhen to Tema',
      about: 'Shared container leaving Shenzhen for Tema port in Ghana. Customs handled, tracking included.',
      locationCountry: 'China', locationCity: 'Shenzhen', cargoType: 'General merchandise, boxed',
    });
    const durban = await createContainer(t.db, user.id, {
      title: 'Ningbo to Durban consolidated container',
      about: 'Consolidated 20ft container from Ningbo to Durban, South Africa. Furniture and machinery parts.',
      locationCountry: 'China', locationCity: 'Ningbo', cargoType: 'Furniture and machinery',
      containerType: '20ft',
    });
    const list = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/containers?search=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as Array<{ _id: string }>).map((c) => c._id);
    };
    expect(await list('China to Ghana')).toEqual([tema.id]);
    expect(await list('china to south africa')).toEqual([durban.id]);
    expect(await list('Ningbo')).toEqual([durban.id]);
    expect(await list('Shenzen')).toEqual([tema.id]);
    expect(await list('furniture')).toEqual([durban.id]);
    // Full-width, as a Chinese keyboard types them (NFKC, decision 2314).
    expect(await list('ＴＥＭＡ')).toEqual([tema.id]);
    expect(await list('Ｃｈｉｎａ　ｔｏ　Ｇｈａｎａ')).toEqual([tema.id]);
    expect(new Set(await list('china'))).toEqual(new Set([tema.id, durban.id]));
  });

  it("finds a place in a container's text only where it is not the container's own location", async () => {
    const { user } = await signedInSeller(t.db);
    const container = (title: string, locationCountry: string, locationCity: string, createdAt = daysAgo(1)) =>
      createContainer(t.db, user.id, { title, about: `${title}. Customs handled.`, locationCountry, locationCity, cargoType: 'General', createdAt });
    // At Conakry; in Malabo (Equatorial Guinea) naming only its own country; in Malabo bound for Guinea.
    const atConakry = await container('Conakry, Guinea: consolidation space left', 'Guinea', 'Conakry', daysAgo(3));
    const ownCountryOnly = await container('Malabo, Equatorial Guinea: 20ft space', 'Equatorial Guinea', 'Malabo');
    const boundForGuinea = await container('Malabo to Conakry, Guinea', 'Equatorial Guinea', 'Malabo', daysAgo(2));
    const list = async (q: string, sort = 'createdAt') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/containers?search=${encodeURIComponent(q)}&sort=${sort}` });
      expect(res.statusCode).toBe(200);
      return { ids: (res.json() as Array<{ _id: string }>).map((c) => c._id), total: res.headers['x-total-count'] };
    };
    // The container at the place first, then the one whose text names it elsewhere; never the one
    // whose text names only its own location (which merely contains the word).
    expect(await list('Guinea')).toEqual({ ids: [atConakry.id, boundForGuinea.id], total: '2' });
    expect(await list('Conakry')).toEqual({ ids: [atConakry.id, boundForGuinea.id], total: '2' });
    expect((await list('Malabo')).ids).toEqual([ownCountryOnly.id, boundForGuinea.id]);
    // A route's far end named in the text counts the same way.
    expect((await list('Equatorial Guinea to Guinea')).ids).toEqual([boundForGuinea.id]);
  });

  it("finds a place in a gig's text only where it is not one of the gig's own places, and a place of several words as a whole", async () => {
    const { user } = await signedInSeller(t.db);
    const trip = (title: string, about: string, destinationCountry: string, destinationCity: string, sales: number) =>
      createGig(t.db, user.id, { title, about, departureCountry: 'Senegal', departureCity: 'Dakar', destinationCountry, destinationCity, sales });
    const toConakry = await trip('Dakar to Conakry, Guinea', 'Ten kilos free.', 'Guinea', 'Conakry', 3);
    await trip('Dakar to Malabo, Equatorial Guinea', 'Ten kilos free.', 'Equatorial Guinea', 'Malabo', 5);
    const onToConakry = await trip('Dakar to Malabo', 'Then by road to Conakry, Guinea.', 'Equatorial Guinea', 'Malabo', 1);
    const toCapeTown = await trip('Dakar to Cape Town', 'Ten kilos free.', 'South Africa', 'Cape Town', 2);
    const onToCapeTown = await trip('Dakar to Windhoek', 'Then by bus to Cape Town.', 'Namibia', 'Windhoek', 6);
    await trip('Dakar to Windhoek, the cape route', 'Back to town on Monday.', 'Namibia', 'Windhoek', 4);
    const ids = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent(q)}` });
      return { ids: (res.json() as Array<{ _id: string }>).map((row) => row._id), total: res.headers['x-total-count'] };
    };
    // The gig at the place first, then the one whose text names it elsewhere; never the one whose
    // text names only its own place (which merely contains the word).
    expect(await ids('Guinea')).toEqual({ ids: [toConakry.id, onToConakry.id], total: '2' });
    // A place of several words is that place, or its name in the text: not its words apart.
    expect(await ids('Cape Town')).toEqual({ ids: [toCapeTown.id, onToCapeTown.id], total: '2' });
    expect(await ids('South Africa')).toEqual({ ids: [toCapeTown.id], total: '1' });
  });

  it('finds a listing in a new city the moment it is created, though the same search was just answered', async () => {
    // Place words and the SQL built from them are kept between requests (PLACE_CACHE_TTL_MS is on
    // here); creating a listing must forget both, or "Timbuktu" would stay unknown for the TTL.
    const before = await search('Timbuktu to Bamako');
    expect(before.keys).toEqual([]);
    const { cookie } = await signedInSeller(t.db);
    const route = { departureCountry: 'Mali', departureCity: 'Timbuktu', destinationCountry: 'Mali', destinationCity: 'Bamako' };
    const created = await postGig(t.app, cookie, route, {
      about: 'Driving Timbuktu to Bamako on Friday with ten kilos of room for small parcels.',
      priceRMB: 40,
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { _id: string })._id;
    const res = await t.app.inject({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent('Timbuktu to Bamako')}` });
    expect((res.json() as Array<{ _id: string; matchGroup?: string }>).map((row) => [row._id, row.matchGroup])).toEqual([[id, undefined]]);
    expect(res.headers['x-total-count']).toBe('1');
  });
});

describe('container searches whose words hold quotes, wildcards and backslashes', () => {
  // A container's text is searched with its pattern written into the statement (decision 0817):
  // what the words hold is matched literally, and never breaks the statement.
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { user } = await signedInSeller(t.db);
    const container = async (key: string, about: string) => {
      const row = await createContainer(t.db, user.id, { title: `Container ${key}`, about, locationCountry: 'China', locationCity: 'Ningbo' });
      ids[key] = row.id;
    };
    await container('quote', "Loaded by O'Brien and sons, sealed at the port.");
    await container('percent', 'Insured at 100% of the declared value.');
    await container('backslash', 'Reference A\\B-17 on every carton.');
  });
  afterAll(() => t.close());

  async function search(q: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/containers?search=${encodeURIComponent(q)}` });
    expect(res.statusCode, q).toBe(200);
    const keyOf = (id: string) => Object.keys(ids).find((k) => ids[k] === id) ?? id;
    return (res.json() as Array<{ _id: string }>).map((row) => keyOf(row._id));
  }

  it('matches them literally, the same way every time', async () => {
    for (let round = 0; round < 2; round++) {
      expect(await search("o'brien")).toEqual(['quote']);
      expect(await search('100%')).toEqual(['percent']);
      expect(await search('10_%')).toEqual([]);
      expect(await search('a\\b-17')).toEqual(['backslash']);
      expect(await search("'; drop table containers; --")).toEqual([]);
    }
    expect(await search('sealed')).toEqual(['quote']);
  });
});
