import type { ContainerFormInput } from '@spaceshare/shared/schemas/container';
import type { GigFormInput } from '@spaceshare/shared/schemas/gig';
import type { RegisterInput } from '@spaceshare/shared/schemas/user';

// The one source of default test data. The factories write these values straight into the database;
// the e2e fixtures send them as request bodies to a server running in another process, which PGlite's
// one-process-per-data-directory rule requires. So this file stays free of runtime imports: Playwright
// loads it as it is, without the database or argon2 (docs/decisions/0019).

let seq = 0;
/** Lower-case letters and digits, different on every call and across parallel test processes. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The demo accounts' published password. Sign-up refuses it as common; the factories write its hash directly. */
export const DEFAULT_PASSWORD = 'password123';
/** For accounts made through sign-up, which needs a password off the common-password list. */
export const REGISTRABLE_PASSWORD = 'spare-luggage-42';

export type UserFields = Omit<RegisterInput, 'password'>;

/** A buyer in Ghana; the email follows the username unless given. */
export function userDefaults(overrides: Partial<UserFields> = {}): UserFields {
  const username = overrides.username ?? `user_${uniqueSuffix()}`;
  return { email: `${username}@example.com`, country: 'Ghana', img: '', isSeller: false, phone: '', desc: '', ...overrides, username };
}

/** A user who became a courier: the phone and description sign-up requires of one. */
export function sellerDefaults(overrides: Partial<UserFields> = {}): UserFields {
  return userDefaults({
    isSeller: true,
    phone: '+233 20 123 4567',
    desc: 'Experienced courier flying between Guangzhou and Accra every month, careful with every bag.',
    ...overrides,
  });
}

export type GigFields = Pick<
  GigFormInput,
  | 'title'
  | 'about'
  | 'departureCountry'
  | 'departureCity'
  | 'destinationCountry'
  | 'destinationCity'
  | 'availableSpace'
  | 'priceRMB'
  | 'expirationDays'
>;

/** A gig on China → Ghana. */
export function gigDefaults(overrides: Partial<GigFields> = {}): GigFields {
  return {
    title: 'Guangzhou to Accra, 20 kg spare luggage',
    about: 'Flying Guangzhou to Accra with 20 kg of spare checked luggage. Sealed packages only, no liquids.',
    departureCountry: 'China',
    departureCity: 'Guangzhou',
    destinationCountry: 'Ghana',
    destinationCity: 'Accra',
    availableSpace: 20,
    priceRMB: 60,
    expirationDays: 30,
    ...overrides,
  };
}

export type ContainerFields = ContainerFormInput;

const DAY_MS = 86_400_000;
/** The calendar day `days` after `from`, YYYY-MM-DD: container dates lie within two years of today (decision 1801). */
export const dayAhead = (days: number, from = new Date()) => new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** A 40ft container leaving 10 days after `from` and arriving 45 days after it. */
export function containerDefaults(overrides: Partial<ContainerFields> = {}, from = new Date()): ContainerFields {
  return {
    title: '40ft container Shenzhen to Tema',
    about: 'Shared 40ft container leaving Shenzhen for Tema port. Customs handled, tracking included end to end.',
    containerType: '40ft',
    cargoType: 'General merchandise, boxed',
    taxClearance: 'handled_by_courier',
    locationCountry: 'China',
    locationCity: 'Shenzhen',
    availableSpaceCBM: 12,
    priceRMB: 900,
    departureDate: dayAhead(10, from),
    arrivalDate: dayAhead(45, from),
    expirationDays: 30,
    ...overrides,
  };
}
