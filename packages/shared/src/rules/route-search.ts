import { countryAlpha3, countryCode, countryNames } from '../countries.js';

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

const ARROW = /\s*(?:->|=>|→|⇒|➔|➜|⟶|[—–]>)\s*/;
const FROM_TO = /^(?:from\s+)?(.+?)\s+to\s+(.+)$/;
const FROM_ONLY = /^from\s+(.+)$/;
const TO_ONLY = /^to\s+(.+)$/;
const SPACED_DASH = /\s+[-–—]\s+/;

const isCountry = (place: string) => countryCode(place) !== undefined;

function clean(query: string): string {
  return query
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
  if (from) result.from = from;
  if (to) result.to = to;
  result.words = [...splitWords(from ?? ''), ...splitWords(to ?? '')];
  return result;
}

/**
 * A bare hyphen is a route separator only when it does not belong to a name: "china-ghana" is a route,
 * while "guinea-bissau" (a country) and "port-louis" (a city, neither side a country) are not.
 */
function splitOnHyphen(text: string): [string, string] | null {
  if (isCountry(text)) return null;
  const candidates: [string, string][] = [];
  for (let i = text.indexOf('-'); i !== -1; i = text.indexOf('-', i + 1)) {
    const left = text.slice(0, i).trim();
    const right = text.slice(i + 1).trim();
    if (left && right) candidates.push([left, right]);
  }
  return (
    candidates.find(([left, right]) => isCountry(left) && isCountry(right)) ??
    candidates.find(([left, right]) => isCountry(left) || isCountry(right)) ??
    null
  );
}

/**
 * Understands "Beijing to Shanghai", "from X to Y", "from X", "to Y", "Guangzhou → Accra",
 * "Guangzhou -> Accra", "china - ghana" and "china-ghana". Anything else is plain words.
 */
export function parseRouteQuery(q: string): RouteQuery {
  const text = clean(q);
  if (!text) return { words: [] };

  for (const separator of [ARROW, SPACED_DASH]) {
    const parts = text.split(separator);
    if (parts.length === 2 && parts[0] && parts[1]) return route(parts[0], parts[1]);
  }

  const fromTo = FROM_TO.exec(text);
  if (fromTo) return route(fromTo[1], fromTo[2]);
  const fromOnly = FROM_ONLY.exec(text);
  if (fromOnly) return route(fromOnly[1], undefined);
  const toOnly = TO_ONLY.exec(text);
  if (toOnly) return route(undefined, toOnly[1]);

  if (!text.includes(' ')) {
    const pair = splitOnHyphen(text);
    if (pair) return route(pair[0], pair[1]);
  }

  return { words: splitWords(text) };
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
