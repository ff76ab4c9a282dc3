import { describe, expect, it } from 'vitest';
import { countryCode } from '../countries.js';
import { expandPlace, parseRouteQuery } from './route-search.js';

describe('parseRouteQuery', () => {
  it.each([
    ['Beijing to Shanghai', 'beijing', 'shanghai'],
    ['China to USA', 'china', 'usa'],
    ['china-ghana', 'china', 'ghana'],
    ['Guangzhou → Accra', 'guangzhou', 'accra'],
    ['Guangzhou -> Accra', 'guangzhou', 'accra'],
    ['Guangzhou->Accra', 'guangzhou', 'accra'],
    ['from Dar es Salaam to Cape Town', 'dar es salaam', 'cape town'],
    ['  "China   to South Africa"  ', 'china', 'south africa'],
    ['Shenzhen - Lagos', 'shenzhen', 'lagos'],
    ['china-guinea-bissau', 'china', 'guinea-bissau'],
    ['from Guinea-Bissau to Ghana', 'guinea-bissau', 'ghana'],
  ])('%j is a route from %j to %j', (query, from, to) => {
    const result = parseRouteQuery(query);
    expect(result.from).toBe(from);
    expect(result.to).toBe(to);
  });

  describe('the forms people type', () => {
    it.each([
      ['Guangzhou to Accra', 'guangzhou', 'accra'],
      ['guangzhou-accra', 'guangzhou', 'accra'],
      ['Guangzhou → Accra', 'guangzhou', 'accra'],
      ['CN to GH', 'cn', 'gh'],
      ['from China to Ghana', 'china', 'ghana'],
      ['China Ghana', 'china', 'ghana'],
      ['Beijing Shanghai', 'beijing', 'shanghai'],
      ['South Africa Kenya', 'south africa', 'kenya'],
      ['china south africa', 'china', 'south africa'],
      ['china-south africa', 'china', 'south africa'],
      ['guinea bissau ghana', 'guinea bissau', 'ghana'],
      ['port-louis-accra', 'port-louis', 'accra'],
      // A tester's forms: '>' as an arrow, and 'SA' for South Africa on these routes.
      ['China>Ghana', 'china', 'ghana'],
      ['Yiwu > Lagos', 'yiwu', 'lagos'],
      ['China to SA', 'china', 'south africa'],
      ['KSA to Kenya', 'ksa', 'kenya'],
      ['to Accra from Guangzhou', 'guangzhou', 'accra'],
      ['Ghana from China', 'china', 'ghana'],
      // The fourteenth round's: a slash between two places (decision 2415).
      ['Guangzhou/Accra', 'guangzhou', 'accra'],
      ['china / ghana', 'china', 'ghana'],
    ])('%j is a route from %j to %j', (query, from, to) => {
      expect(parseRouteQuery(query)).toMatchObject({ from, to });
    });

    it.each([
      ['China to', 'china'],
      ['from Guangzhou to', 'guangzhou'],
      ['Guangzhou →', 'guangzhou'],
      ['china -', 'china'],
      ['South Africa to', 'south africa'],
    ])('%j, a route typed halfway, is a route from %j (decision 1703)', (query, from) => {
      const result = parseRouteQuery(query);
      expect(result).toMatchObject({ from, words: from.split(' ') });
      expect(result.to).toBeUndefined();
    });

    it.each(['how to', 'x-ray -', 'e-commerce', 'to'])('%j is plain words', (query) => {
      expect(parseRouteQuery(query).from).toBeUndefined();
    });

    it.each([
      ['广州 to Accra', 'guangzhou', 'accra'],
      ['深圳 to Lagos', 'shenzhen', 'lagos'],
      ['义乌 → Nairobi', 'yiwu', 'nairobi'],
      ['from 北京 to 上海', 'beijing', 'shanghai'],
      ['中国 to Ghana', 'china', 'ghana'],
      ['广州 to Ghana', 'guangzhou', 'ghana'],
      ['从广州到加纳', 'guangzhou', 'ghana'],
      ['广州到加纳', 'guangzhou', 'ghana'],
      ['中国 加纳', 'china', 'ghana'],
      // 到 / 至 / 去 between Chinese names of the African cities people ship to (a tester's searches).
      ['广州到阿克拉', 'guangzhou', 'accra'],
      ['广州至拉各斯', 'guangzhou', 'lagos'],
      ['义乌去内罗毕', 'yiwu', 'nairobi'],
      ['深圳到达累斯萨拉姆', 'shenzhen', 'dar es salaam'],
      ['广州去加纳', 'guangzhou', 'ghana'],
      ['中国到科特迪瓦', 'china', "côte d'ivoire"],
    ])('%j (Chinese names) is a route from %j to %j', (query, from, to) => {
      expect(parseRouteQuery(query)).toMatchObject({ from, to });
    });

    it.each([
      ["China to Côte d'Ivoire", "côte d'ivoire"],
      ['China to cote d ivoire', 'cote d ivoire'],
      ['China to Cote dIvoire', 'cote divoire'],
      ['China to Moçambique', 'mozambique'],
      ['China to Mocambique', 'mozambique'],
      ['China to Afrique du Sud', 'south africa'],
      ['China to Nigéria', 'nigéria'],
      ['China to Sénégal', 'sénégal'],
      ['China to Cameroun', 'cameroon'],
      ['China to África do Sul', 'south africa'],
      ['China to Angola', 'angola'],
      ['China to Guiné-Bissau', 'guinea-bissau'],
      ['Chine Sénégal', 'sénégal'],
      ['chine-cameroun', 'cameroon'],
    ])('%j goes to %j, a name the English country lookup knows', (query, to) => {
      const result = parseRouteQuery(query);
      expect(result.to).toBe(to);
      expect(countryCode(result.to)).toBeDefined();
      expect(countryCode(result.from)).toBe('CN');
    });

    it.each([
      ['Accra, Ghana', ['accra', 'ghana']],
      ['shanghai china', ['shanghai', 'china']],
      ['in accra', ['in', 'accra']],
      ['clothes accra', ['clothes', 'accra']],
      ['dar es salaam', ['dar', 'es', 'salaam']],
      ['Afrique du Sud', ['south', 'africa']],
      ['Moçambique', ['mozambique']],
      ['义乌 electronics', ['yiwu', 'electronics']],
      ['e-commerce', ['e-commerce']],
      ['x-ray in china', ['x-ray', 'in', 'china']],
      ['parcels from china', ['parcels', 'from', 'china']],
    ])('%j is plain words (one place, or no route)', (query, words) => {
      expect(parseRouteQuery(query)).toEqual({ words });
    });
  });

  it.each([
    ['guangzhou accra 20kg', 'guangzhou', 'accra'],
    ['China to Ghana 5 kg', 'china', 'ghana'],
    ['20kg Guangzhou → Accra', 'guangzhou', 'accra'],
    ['Guangzhou to Accra 2.5kgs', 'guangzhou', 'accra'],
    ['广州到阿克拉20公斤', 'guangzhou', 'accra'],
    ['yiwu tema 3 cbm', 'yiwu', 'tema'],
  ])('%j leaves the weight out of the route from %j to %j', (query, from, to) => {
    expect(parseRouteQuery(query)).toEqual({ from, to, words: [...from.split(' '), ...to.split(' ')] });
  });

  it('keeps a weight as a word when the rest is no route or place', () => {
    expect(parseRouteQuery('20kg')).toEqual({ words: ['20kg'] });
    expect(parseRouteQuery('spare 20kg')).toEqual({ words: ['spare', '20kg'] });
    expect(parseRouteQuery('accra 20kg')).toEqual({ words: ['accra'] });
  });

  it.each([
    ['Ivory Coast', 'CI'],
    ['the Ivory Coast', 'CI'],
    ['DRC', 'CD'],
    ['DR Congo', 'CD'],
    ['Democratic Republic of Congo', 'CD'],
    ['RDC', 'CD'],
    ['Zaire', 'CD'],
    ['Congo-Kinshasa', 'CD'],
    ['Republic of Congo', 'CG'],
    ['Congo-Brazzaville', 'CG'],
  ])('%j is a country people call so (%s)', (name, code) => {
    expect(countryCode(name)).toBe(code);
    expect(countryCode(parseRouteQuery(`China to ${name}`).to)).toBe(code);
  });

  it('gives the place words too, as a fallback for title search', () => {
    expect(parseRouteQuery('Beijing to Cape Town').words).toEqual(['beijing', 'cape', 'town']);
  });

  it('understands one-sided routes', () => {
    expect(parseRouteQuery('from China')).toEqual({ from: 'china', words: ['china'] });
    expect(parseRouteQuery('to Kenya')).toEqual({ to: 'kenya', words: ['kenya'] });
  });

  it.each([
    ['Cheap luggage space', ['cheap', 'luggage', 'space']],
    ['guinea-bissau', ['guinea-bissau']],
    ['Port-Louis', ['port-louis']],
    ['electronics, clothes', ['electronics', 'clothes']],
  ])('%j is plain words', (query, words) => {
    expect(parseRouteQuery(query)).toEqual({ words });
  });

  it("reads the names of Object.prototype's members as plain words (decision 2304)", () => {
    expect(parseRouteQuery('__proto__').words).toEqual(['__proto__']);
    expect(parseRouteQuery('constructor').words).toEqual(['constructor']);
    expect(parseRouteQuery('China to constructor')).toMatchObject({ from: 'china', to: 'constructor' });
  });

  it('reads full-width letters, digits and spaces as a Chinese keyboard types them as their plain forms', () => {
    expect(parseRouteQuery('ＴＥＭＡ')).toEqual({ words: ['tema'] });
    expect(parseRouteQuery('Ｃｈｉｎａ　ｔｏ　Ｇｈａｎａ　２０ｋｇ')).toEqual(parseRouteQuery('China to Ghana'));
  });

  it('returns nothing for an empty query', () => {
    expect(parseRouteQuery('   ')).toEqual({ words: [] });
  });
});

describe('expandPlace', () => {
  it('expands a country code to its code and English names', () => {
    const forms = expandPlace('USA');
    expect(forms.slice(0, 4)).toEqual(['usa', 'us', 'united states of america', 'united states']);
  });

  it('expands a country name to its codes', () => {
    expect(expandPlace('Ghana')).toEqual(['ghana', 'gh', 'gha']);
    expect(expandPlace('china')).toEqual(['china', 'cn', "people's republic of china", 'chn']);
  });

  it('keeps a city as it is', () => {
    expect(expandPlace(' Accra ')).toEqual(['accra']);
    expect(expandPlace('')).toEqual([]);
  });
});
