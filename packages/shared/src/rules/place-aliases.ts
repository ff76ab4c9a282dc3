import isoCountries from 'i18n-iso-countries';
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import pt from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { countryCode, countryName, placeKey } from '../countries.js';

// Place names the search box understands beyond countries.ts's English ones: French and Portuguese
// country names (West, Central and Southern Africa type them), Chinese names of countries, of the
// main departure cities and of the main African cities they ship to (广州到阿克拉), and a short list
// of common cities so "guangzhou-accra" and "Beijing Shanghai" read as routes. Only the search parser
// and the words of a gig search (gig-explore-meta.ts) import this module: the web carries these
// locales only in Explore Luggage's chunk, which titles a search as the server does (decision 1804);
// countries.ts registers English alone for that reason.
isoCountries.registerLocale(fr);
isoCountries.registerLocale(pt);
isoCountries.registerLocale(zh);

/** Cities people ship between, by alpha-2 code; not a gazetteer, only enough to spot a route. */
const CITIES: Readonly<Record<string, string>> = {
  CN:
    'Guangzhou, Shenzhen, Yiwu, Beijing, Shanghai, Ningbo, Hangzhou, Xiamen, Qingdao, Tianjin, ' +
    'Dongguan, Foshan, Chengdu, Chongqing, Wuhan, Nanjing, Suzhou, Kunming, Shantou',
  GH: 'Accra, Kumasi, Tema, Takoradi, Tamale',
  NG: 'Lagos, Abuja, Kano, Port Harcourt, Ibadan, Onitsha, Aba',
  KE: 'Nairobi, Mombasa, Kisumu',
  TZ: 'Dar es Salaam, Dodoma, Arusha, Zanzibar',
  UG: 'Kampala, Entebbe',
  RW: 'Kigali',
  ET: 'Addis Ababa',
  ZA: 'Johannesburg, Cape Town, Durban, Pretoria, Port Elizabeth',
  SN: 'Dakar',
  CI: 'Abidjan, Yamoussoukro',
  CM: 'Douala, Yaoundé',
  CD: 'Kinshasa, Lubumbashi, Goma',
  CG: 'Brazzaville, Pointe-Noire',
  AO: 'Luanda',
  MZ: 'Maputo, Beira',
  ZM: 'Lusaka',
  ZW: 'Harare, Bulawayo',
  MW: 'Lilongwe, Blantyre',
  BW: 'Gaborone',
  NA: 'Windhoek',
  MG: 'Antananarivo',
  MU: 'Port Louis',
  EG: 'Cairo, Alexandria',
  MA: 'Casablanca, Rabat, Tangier',
  DZ: 'Algiers',
  TN: 'Tunis',
  TG: 'Lomé',
  BJ: 'Cotonou',
  ML: 'Bamako',
  BF: 'Ouagadougou',
  GN: 'Conakry',
  GW: 'Bissau',
  SL: 'Freetown',
  LR: 'Monrovia',
  NE: 'Niamey',
  GA: 'Libreville',
  SD: 'Khartoum',
  SO: 'Mogadishu',
  AE: 'Dubai, Abu Dhabi, Sharjah',
  TR: 'Istanbul',
  QA: 'Doha',
  IN: 'Mumbai, Delhi, New Delhi',
  TH: 'Bangkok',
  MY: 'Kuala Lumpur',
  ID: 'Jakarta',
  PH: 'Manila',
  JP: 'Tokyo, Osaka',
  KR: 'Seoul, Busan',
  GB: 'London, Manchester, Birmingham',
  FR: 'Paris, Marseille',
  DE: 'Berlin, Frankfurt, Hamburg',
  NL: 'Amsterdam, Rotterdam',
  BE: 'Brussels, Antwerp',
  IT: 'Milan, Rome',
  ES: 'Madrid, Barcelona',
  PT: 'Lisbon',
  RU: 'Moscow',
  US: 'New York, Los Angeles, Chicago, Houston, Atlanta, Miami',
  CA: 'Toronto, Vancouver, Montreal',
  BR: 'São Paulo, Rio de Janeiro',
  AU: 'Sydney, Melbourne',
};

/**
 * Chinese names of the main Chinese cities (simplified, and traditional where it differs), and of the
 * main cities of the countries people ship to from China (the countries' own Chinese names come with
 * the zh locale: 加纳, 尼日利亚, 肯尼亚).
 */
const CHINESE_CITIES: Readonly<Record<string, readonly [english: string, country: string]>> = {
  广州: ['guangzhou', 'CN'],
  廣州: ['guangzhou', 'CN'],
  深圳: ['shenzhen', 'CN'],
  义乌: ['yiwu', 'CN'],
  義烏: ['yiwu', 'CN'],
  北京: ['beijing', 'CN'],
  上海: ['shanghai', 'CN'],
  宁波: ['ningbo', 'CN'],
  寧波: ['ningbo', 'CN'],
  杭州: ['hangzhou', 'CN'],
  厦门: ['xiamen', 'CN'],
  廈門: ['xiamen', 'CN'],
  青岛: ['qingdao', 'CN'],
  天津: ['tianjin', 'CN'],
  东莞: ['dongguan', 'CN'],
  佛山: ['foshan', 'CN'],
  阿克拉: ['accra', 'GH'],
  库马西: ['kumasi', 'GH'],
  特马: ['tema', 'GH'],
  拉各斯: ['lagos', 'NG'],
  阿布贾: ['abuja', 'NG'],
  卡诺: ['kano', 'NG'],
  内罗毕: ['nairobi', 'KE'],
  蒙巴萨: ['mombasa', 'KE'],
  达累斯萨拉姆: ['dar es salaam', 'TZ'],
  坎帕拉: ['kampala', 'UG'],
  基加利: ['kigali', 'RW'],
  亚的斯亚贝巴: ['addis ababa', 'ET'],
  约翰内斯堡: ['johannesburg', 'ZA'],
  开普敦: ['cape town', 'ZA'],
  德班: ['durban', 'ZA'],
  达喀尔: ['dakar', 'SN'],
  阿比让: ['abidjan', 'CI'],
  杜阿拉: ['douala', 'CM'],
  雅温得: ['yaoundé', 'CM'],
  金沙萨: ['kinshasa', 'CD'],
  罗安达: ['luanda', 'AO'],
  马普托: ['maputo', 'MZ'],
  卢萨卡: ['lusaka', 'ZM'],
  哈拉雷: ['harare', 'ZW'],
  利隆圭: ['lilongwe', 'MW'],
  开罗: ['cairo', 'EG'],
  卡萨布兰卡: ['casablanca', 'MA'],
  洛美: ['lomé', 'TG'],
  科托努: ['cotonou', 'BJ'],
  迪拜: ['dubai', 'AE'],
};

interface Entry {
  country: string;
  city: boolean;
  /** The English name to search with when the typed one is not English. */
  english?: string;
}

const ENTRIES = new Map<string, Entry>();
function add(name: string, entry: Entry): void {
  const key = placeKey(name);
  if (key && !ENTRIES.has(key)) ENTRIES.set(key, entry);
}
for (const [country, names] of Object.entries(CITIES)) {
  for (const name of names.split(', ')) add(name, { country, city: true });
}
for (const [name, [english, country]] of Object.entries(CHINESE_CITIES)) add(name, { country, city: true, english });
for (const locale of ['fr', 'pt', 'zh']) {
  for (const [country, names] of Object.entries(isoCountries.getNames(locale, { select: 'all' }))) {
    for (const name of names) add(name, { country, city: false, english: countryName(country).toLowerCase() });
  }
}

export interface KnownPlace {
  /** What to search for: the text as given when it is English, else the English name. */
  name: string;
  /** Alpha-2 code of the country, or of the country the city lies in. */
  country: string;
  city: boolean;
}

/**
 * A country (any English name, code or alias; French, Portuguese or Chinese name) or a listed city,
 * matched regardless of case, accents, spaces and punctuation; undefined for anything else.
 */
export function knownPlace(text: string): KnownPlace | undefined {
  const code = countryCode(text);
  if (code) return { name: text, country: code, city: false };
  const entry = ENTRIES.get(placeKey(text));
  if (!entry) return undefined;
  return { name: entry.english ?? text, country: entry.country, city: entry.city };
}
