import { countryAlpha3, countryCode, countryNames } from '../countries.js';
import { knownPlace } from './place-aliases.js';

// Free-text search box of the home page and /gigs (spec §1: 'Try "Beijing to Shanghai" or "China to
// USA"'). The server turns a route into departure/destination filters and falls back to `words`.

export interface RouteQuery {
  from?: string;
  to?: string;
  /**
   * The query's words, lower-cased, without route connectors. For a route these are the words of
   * both places, so a search that finds no such route can still match titles.
   */
  words: string[];
}

const ARROW = /\s*(?:->|=>|→|⇒|➔|➜|⟶|[—–]>|>)\s*/;
const FROM_TO = /^(?:from\s+)?(.+?)\s+to\s+(.+)$/;
// The other way round: "to Accra from Guangzhou", "Accra from Guangzhou".
const TO_FROM = /^(?:to\s+)?(.+?)\s+from\s+(.+)$/;
const FROM_ONLY = /^from\s+(.+)$/;
const TO_ONLY = /^to\s+(.+)$/;
const SPACED_DASH = /\s+[-–—]\s+/;
// "Guangzhou/Accra", "china / ghana": a route only between two places ("40ft/HC" stays words, decision 2415).
const SLASH = /\s*\/\s*/;
// A route typed halfway: "China to", "from Guangzhou to", "Guangzhou →", "china -" (decision 1703).
const DANGLING = /^(?:from\s+)?(.+?)(?:\s+to|\s*(?:->|=>|→|⇒|➔|➜|⟶|[—–]>|>|[-–—]))$/;
// "从广州到加纳" / "广州到阿克拉" / "广州去拉各斯": Chinese writes no spaces, so this only counts when
// both sides are places (到 and 至 are "to", 去 "going to").
const CHINESE_ROUTE = /^从?\s*(.+?)\s*[到至去]\s*(.+)$/u;
// A weight or volume typed with a route ("guangzhou accra 20kg", "China to Ghana 5 kg", "广州到阿克拉
// 20公斤"): how much someone sends, not a place. Only dropped when the rest names a route or a place.
const QUANTITY = /(?<![a-z0-9])\d+(?:[.,]\d+)?\s*(?:kgs?|kilos?|kilograms?|lbs?|cbm|m3|m³|公斤|千克)(?![a-z0-9])/gu;
// Two- and three-letter codes ("in", "to", "can", "per") are too often plain words to stand for a
// place without a connector around them.
const SHORT_CODE = /^[a-z.]{1,3}$/;

const isCountry = (place: string) => countryCode(place) !== undefined;

/**
 * Route sides that mean something else here than in ISO: on routes from China to Africa, 'SA' is
 * South Africa (the home page's 'China to South Africa'), not Saudi Arabia (still 'KSA' or its name).
 */
// A Map, not an object literal: a word people type is looked up here, and an object's lookup of
// '__proto__' or 'constructor' answers Object.prototype's members (a 500 on every search of them).
const ROUTE_SIDE_ALIASES: ReadonlyMap<string, string> = new Map([['sa', 'south africa']]);

/** The English form of a place (广州 → guangzhou, Moçambique → mozambique): the server's lookups are English. */
const english = (place: string) => ROUTE_SIDE_ALIASES.get(place) ?? knownPlace(place)?.name ?? place;

/**
 * NFKC first: a Chinese or Japanese keyboard in full-width mode types `ＴＥＭＡ`, `Ｃｈｉｎａ` with
 * ideographic spaces (U+3000) or `２０ｋｇ`, which mean the same as their ASCII forms (decision 2314).
 */
function clean(query: string): string {
  return query
    .normalize('NFKC')
    .replace(/["“”«»]/g, ' ') // people copy the placeholder with its quotes
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function splitWords(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

function route(from: string | undefined, to: string | undefined): RouteQuery {
  const result: RouteQuery = { words: [] };
  if (from) result.from = english(from);
  if (to) result.to = english(to);
  result.words = [...splitWords(result.from ?? ''), ...splitWords(result.to ?? '')];
  return result;
}

/**
 * A bare hyphen is a route separator only when it does not belong to a name: "china-ghana" and
 * "guangzhou-accra" (two known places) are routes, while "guinea-bissau" (a country), "port-louis"
 * (a known city) and "e-commerce" (no country on either side) are not. Whole names are ruled out by
 * the caller.
 */
function splitOnHyphen(text: string): [string, string] | null {
  const candidates: [string, string][] = [];
  for (let i = text.indexOf('-'); i !== -1; i = text.indexOf('-', i + 1)) {
    const left = text.slice(0, i).trim();
    const right = text.slice(i + 1).trim();
    if (left && right) candidates.push([left, right]);
  }
  const places = candidates.find(([left, right]) => knownPlace(left) && knownPlace(right));
  // Beside other words ("x-ray in china") one country is not enough to cut a hyphenated word.
  if (places || text.includes(' ')) return places ?? null;
  return candidates.find(([left, right]) => isCountry(left) || isCountry(right)) ?? null;
}

/** A place named in full (not a short code), as one side of a route written without a connector. */
const namedPlace = (text: string) => (SHORT_CODE.test(text) ? undefined : knownPlace(text));

/**
 * Two places side by side are a route ("China Ghana", "china south africa", "Beijing Shanghai"),
 * except a city beside its own country ("Accra, Ghana"), which names one place.
 */
function splitOnSpace(text: string): [string, string] | null {
  const words = splitWords(text);
  for (let i = 1; i < words.length; i++) {
    const left = words.slice(0, i).join(' ');
    const right = words.slice(i).join(' ');
    const a = namedPlace(left);
    const b = namedPlace(right);
    if (a && b && !(a.city !== b.city && a.country === b.country)) return [left, right];
  }
  return null;
}

/** Plain words, with a place typed in another language replaced by its English words. */
function plainWords(text: string): string[] {
  const whole = knownPlace(text);
  if (whole) return splitWords(whole.name);
  return splitWords(text).flatMap((word) => splitWords(english(word)));
}

/**
 * Understands "Beijing to Shanghai", "from X to Y", "from X", "to Y", "Guangzhou → Accra",
 * "Guangzhou -> Accra", "china - ghana", "china-ghana", "guangzhou-accra", "Guangzhou/Accra", "China Ghana" and
 * "从广州到加纳" ("广州到阿克拉", "广州去拉各斯"). Places may be typed in English, French, Portuguese or
 * Chinese (place-aliases.ts); they come back in English. A weight beside a route or a place ("guangzhou
 * accra 20kg") is left out. Anything else is plain words.
 */
export function parseRouteQuery(q: string): RouteQuery {
  const text = clean(q);
  const withoutQuantity = text.replace(QUANTITY, ' ').replace(/\s+/g, ' ').trim();
  if (withoutQuantity && withoutQuantity !== text) {
    const parsed = parseText(withoutQuantity);
    if (parsed.from !== undefined || parsed.to !== undefined || knownPlace(withoutQuantity)) return parsed;
  }
  return parseText(text);
}

function parseText(text: string): RouteQuery {
  if (!text) return { words: [] };

  for (const separator of [ARROW, SPACED_DASH]) {
    const parts = text.split(separator);
    if (parts.length === 2 && parts[0] && parts[1]) return route(parts[0], parts[1]);
  }

  const slashed = text.split(SLASH);
  if (slashed.length === 2 && knownPlace(slashed[0]!) && knownPlace(slashed[1]!)) return route(slashed[0], slashed[1]);

  const fromTo = FROM_TO.exec(text);
  if (fromTo) return route(fromTo[1], fromTo[2]);
  // Without a leading "to", only two places read backwards: "parcels from China" stays words.
  const toFrom = TO_FROM.exec(text);
  if (toFrom && (text.startsWith('to ') || (knownPlace(toFrom[1]!) && knownPlace(toFrom[2]!)))) return route(toFrom[2], toFrom[1]);
  // Only a place before it: "how to" stays words.
  const dangling = DANGLING.exec(text);
  if (dangling && knownPlace(dangling[1]!)) return route(dangling[1], undefined);
  const fromOnly = FROM_ONLY.exec(text);
  if (fromOnly) return route(fromOnly[1], undefined);
  const toOnly = TO_ONLY.exec(text);
  if (toOnly) return route(undefined, toOnly[1]);

  if (knownPlace(text)) return { words: plainWords(text) };
  const chinese = CHINESE_ROUTE.exec(text);
  if (chinese && knownPlace(chinese[1]!) && knownPlace(chinese[2]!)) return route(chinese[1], chinese[2]);
  const pair = splitOnSpace(text) ?? splitOnHyphen(text);
  if (pair) return route(pair[0], pair[1]);

  return { words: plainWords(text) };
}

/**
 * Lower-case forms a place may be stored under. A city comes back as itself; a country name, code or
 * alias also yields its alpha-2 and alpha-3 codes and its English names, e.g.
 * 'usa' → ['usa', 'us', 'united states of america', 'united states', 'u.s.a.', 'u.s.'].
 * Meant for whole-value comparison with country fields: short codes like 'us' are not substrings to
 * look for in free text.
 */
export function expandPlace(term: string): string[] {
  const place = clean(term);
  if (!place) return [];
  const code = countryCode(place);
  if (!code) return [place];
  const forms = [place, code.toLowerCase(), ...countryNames(code)];
  const alpha3 = countryAlpha3(code);
  if (alpha3) forms.push(alpha3.toLowerCase());
  return [...new Set(forms)];
}
