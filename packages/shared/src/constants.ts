// Business constants of the spec (§9). Web inputs (min/max/step attributes) and server validation both
// read these, so a limit changes in one place.

export const LIMITS = {
  TITLE_MIN: 10,
  TITLE_MAX: 100,
  ABOUT_MIN: 50,
  ABOUT_MAX: 5000,
  CARGO_TYPE_MIN: 10,
  CARGO_TYPE_MAX: 200,
  /** Also used for country fields: free text must stay bounded even when a picker fills it. */
  CITY_MAX: 100,
  SPACE_MIN: 0.5,
  SPACE_STEP: 0.5,
  SPACE_MAX: 100000,
  PRICE_MIN: 1,
  PRICE_STEP: 1,
  PRICE_MAX: 10000000,
  /** The largest price filter: what the integer price columns hold (2^31 - 1). */
  PRICE_FILTER_MAX: 2147483647,
  EXPIRATION_DAYS_MIN: 1,
  EXPIRATION_DAYS_MAX: 365,
  /** How far ahead a container's departure and arrival may lie (decision 1801): two years. */
  LISTING_DATE_HORIZON_DAYS: 730,
  BIO_MAX: 500,
  PHONE_MIN: 10,
  PHONE_MAX: 30,
  COURIER_DESC_MIN: 50,
  COURIER_DESC_MAX: 500,
  AVATAR_MAX_BYTES: 5 * 1024 * 1024,
  PREVIEW_LENGTH: 80,
  MESSAGE_MAX: 2000,
  REVIEW_MAX: 2000,
  /** A booking request describes the parcel's contents (issue 10). */
  REQUEST_DESCRIPTION_MIN: 10,
  REQUEST_DESCRIPTION_MAX: 1000,
  DECLINE_REASON_MAX: 500,
  /** Proof of hand-over: the buyer's code, and how many wrong tries lock it for how long. */
  DELIVERY_CODE_LENGTH: 6,
  DELIVERY_CODE_MAX_ATTEMPTS: 5,
  DELIVERY_CODE_LOCK_MINUTES: 15,
  /** Verification or reset links emailed to one account per hour, each kind (decision 2111). */
  ACCOUNT_LINKS_PER_HOUR: 5,
  /** A delivered order the buyer neither confirms nor disputes completes by itself (decision 1701). */
  ORDER_AUTO_COMPLETE_DAYS: 14,
  PASSWORD_MIN: 8,
  PASSWORD_MAX: 200,
  USERNAME_MIN: 3,
  USERNAME_MAX: 30,
  EMAIL_MAX: 254,
  /** Long enough for any upload-service URL, short enough to keep junk out of the users table. */
  IMAGE_URL_MAX: 2048,
  /** Optional gig fields kept from the original data model; bounded so a client cannot bloat rows. */
  GIG_IMAGES_MAX: 10,
  GIG_FEATURES_MAX: 20,
  SEARCH_MAX: 200,
  /** Longest id a path accepts: ours are 24 characters, and the bound keeps junk away from the database. */
  ID_MAX: 64,
} as const;

export const TIMINGS = { TOAST_MS: 4000, TYPING_MS: 1000 } as const;

/** How long a form's draft stays on the device (decision 2440). */
export const FORM_DRAFT_DAYS = 7;

export const SKELETONS = { LIST: 5, CONVERSATION: 3 } as const;

/** The kinds of listing, by the names orders, requests and conversations record. */
export const LISTING_TYPES = ['gig', 'container'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const CONTAINER_TYPES = ['20ft', '40ft', '40ft-HC'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];
export const DEFAULT_CONTAINER_TYPE: ContainerType = '20ft';
/**
 * The most CBM a listing of each type may offer: the standard inside volume (33.2, 67.7, 76.3 m³)
 * rounded down to the 0.5 CBM step, so '330' typed for '33' is caught (decision 2422).
 */
export const CONTAINER_CAPACITY_CBM = {
  '20ft': 33,
  '40ft': 67.5,
  '40ft-HC': 76,
} as const satisfies Record<ContainerType, number>;
export const CONTAINER_TYPE_COLORS = {
  '20ft': 'blue',
  '40ft': 'green',
  '40ft-HC': 'purple',
} as const satisfies Record<ContainerType, string>;

export const TAX_CLEARANCE = ['handled_by_courier', 'paid_separately'] as const;
export type TaxClearance = (typeof TAX_CLEARANCE)[number];
export const TAX_CLEARANCE_LABELS = {
  handled_by_courier: 'Handled by courier',
  paid_separately: 'Paid separately',
} as const satisfies Record<TaxClearance, string>;

export const DEFAULT_CATEGORY = 'luggage-transport';

export const GIG_SORTS = ['sales', 'createdAt', 'popular'] as const;
export type GigSort = (typeof GIG_SORTS)[number];
export const DEFAULT_GIG_SORT: GigSort = 'sales';
export const GIG_SORT_LABELS = {
  sales: 'Best Selling',
  createdAt: 'Newest',
  popular: 'Popular',
} as const satisfies Record<GigSort, string>;

export const CONTAINER_SORTS = ['createdAt', 'price', 'space'] as const;
export type ContainerSort = (typeof CONTAINER_SORTS)[number];
export const DEFAULT_CONTAINER_SORT: ContainerSort = 'createdAt';
export const CONTAINER_SORT_LABELS = {
  createdAt: 'Newest',
  price: 'Price',
  space: 'Available Space',
} as const satisfies Record<ContainerSort, string>;

export const FALLBACK_AVATAR = '/img/noavatar.png';
export const FALLBACK_SPACE_KG = 40;
/** Dollars per yuan unless the server's USD_PER_RMB says otherwise; the request form shows ≈ dollars with it. */
export const DEFAULT_USD_PER_RMB = 0.14;

export const FALLBACK_PRICE_PER_KG = 120;

/** What a profile's 'Languages' offers (issue 12), common on the China–Africa routes first. */
export const LANGUAGES = [
  'English',
  'French',
  'Portuguese',
  'Chinese (Mandarin)',
  'Cantonese',
  'Arabic',
  'Swahili',
  'Hausa',
  'Yoruba',
  'Igbo',
  'Twi',
  'Amharic',
  'Zulu',
  'Afrikaans',
  'Spanish',
] as const;

export const LEGAL = {
  lastUpdated: 'October 29, 2025',
  minimumAge: 18,
  termsContactHours: 48,
  privacyContactDays: 30,
} as const;

export const POPULAR_ROUTES = [
  'China to Ghana',
  'China to South Africa',
  'China to Kenya',
  'China to Zimbabwe',
] as const;

/** List paging; pages beyond MAX_PAGE are refused rather than scanned for. */
export const PAGE = { DEFAULT_LIMIT: 24, MAX_LIMIT: 100, MAX_PAGE: 1000 } as const;

export const USER_MODES = ['user', 'seller'] as const;
export type UserMode = (typeof USER_MODES)[number];

/** Keys the web app keeps in browser storage (spec §3). */
export const STORAGE_KEYS = { currentUser: 'currentUser', userMode: 'userMode' } as const;

/** Close codes of the live socket at /api/ws; 4000 + an HTTP status where one fits. */
export const WS_CLOSE = {
  /** Frames faster than the socket's budget (RFC 6455 policy violation). */
  POLICY: 1008,
  /** No session, or the session ended. */
  SIGNED_OUT: 4401,
  /** The user already has the most sockets allowed open. */
  TOO_MANY_SOCKETS: 4429,
  /** The server holds the most sockets it allows in all (RFC 6455's "try again later"). */
  TRY_AGAIN_LATER: 1013,
} as const;
