import { countryCode, countryName, placeKey } from '../countries.js';
import { knownPlace } from './place-aliases.js';

// Route alerts (decision 1401) compare places by meaning, not by spelling: a country by its alpha-2
// code ('Ghana', 'GH', 'gha' → GH), a city by its key in English ('广州', 'Guangzhou', 'guang zhou' →
// guangzhou). The alert stores these keys; a new gig's places are turned into the same keys.

/** One end of a route: a country, and the city within it when the route names one. */
export interface RouteSide {
  country: string;
  city: string | null;
}

/** The key a city is compared by: its English name when we know it, without case, accents or spaces. */
export function cityKey(city: string): string {
  const known = knownPlace(city);
  return placeKey(known?.city ? known.name : city);
}

/** The side a listing's place stands for; null when its country is not one we know. */
export function listingSide(country: string, city: string): RouteSide | null {
  const code = countryCode(country);
  return code ? { country: code, city: cityKey(city) } : null;
}

const capitalised = (text: string) => text.replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase());

/** How a side reads in an alert's label: the city as named, or the country's name. */
export const sideName = (side: RouteSide, cityName: string | null) =>
  side.city !== null && cityName ? capitalised(cityName) : countryName(side.country);
