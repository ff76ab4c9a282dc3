import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  containerDefaults,
  dayAhead,
  DEFAULT_PASSWORD,
  gigDefaults,
  REGISTRABLE_PASSWORD,
  sellerDefaults,
  uniqueSuffix,
  userDefaults,
  type ContainerFields,
  type GigFields,
  type UserFields,
} from '../apps/server/src/db/factory-defaults';
import { inboxPort } from './ports';

export { dayAhead };

// The server runs in its own process (playwright.config.ts) and PGlite lets one process hold a data
// directory, so test data goes in through the API, built from the same defaults as the factories
// (docs/decisions/0019).

export type TestUser = { _id: string; username: string; password: string; email: string; isSeller: boolean; phone: string };

export { REGISTRABLE_PASSWORD };

export const uniqueName = (prefix: string) => `${prefix}${uniqueSuffix()}`;

/** Creates an account through the endpoint the register page calls. */
export async function createAccount(request: APIRequestContext, fields: UserFields): Promise<TestUser> {
  const password = REGISTRABLE_PASSWORD;
  const res = await request.post('/api/auth/register', { data: { ...fields, password } });
  expect(res.status(), await res.text()).toBe(200);
  const user = (await res.json()) as Omit<TestUser, 'password'>;
  return { ...user, password };
}

/** Signs in through the login page, as a person would, and lands on the home page. */
export async function login(page: Page, user: Pick<TestUser, 'username' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** On Add New Gig: a route from Guangzhou, China to Accra, Ghana, `space` kg typed as given, ¥60 a kg, 30 days. */
export async function fillGigRouteAndTerms(page: Page, space: string) {
  for (const [label, country] of [['Departure country', 'China'], ['Destination country', 'Ghana']] as const) {
    const box = page.getByRole('combobox', { name: label });
    await box.fill(country);
    await box.press('Enter');
  }
  await page.getByLabel('Departure city').fill('Guangzhou');
  await page.getByLabel('Destination city').fill('Accra');
  await page.getByLabel('Available space (kg)').fill(space);
  await page.getByLabel('Price per kg (¥ RMB)').fill('60');
  await page.getByLabel('Listing expires after (days)').fill('30');
}

/** Posts a gig as the page's signed-in user (the page's request client shares its session cookie). */
export async function postGig(page: Page, overrides: Partial<GigFields> = {}): Promise<string> {
  return postListing(page, '/api/gigs', gigDefaults(overrides));
}

/** Posts a container as the page's signed-in user. */
export async function postContainer(page: Page, overrides: Partial<ContainerFields> = {}): Promise<string> {
  return postListing(page, '/api/containers', containerDefaults(overrides));
}

async function postListing(page: Page, url: string, data: GigFields | ContainerFields): Promise<string> {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

type RoleFixtures = {
  /** A fresh buyer account, not signed in anywhere. */
  buyer: TestUser;
  /** A fresh courier account (a user who became a seller), not signed in anywhere. */
  seller: TestUser;
  /** `buyer` signed in, in a browser context of its own. */
  buyerPage: Page;
  /** `seller` signed in, in a browser context of its own (user mode, as after any sign-in). */
  sellerPage: Page;
  /** The seeded demo courier, whose listings include expired and completed ones, signed in. */
  demoCourierPage: Page;
  /** The seeded operator ('admin'), signed in (issue 12). */
  adminPage: Page;
};

async function signedInPage(browser: Browser, user: Pick<TestUser, 'username' | 'password'>, use: (page: Page) => Promise<void>) {
  // Contexts made from the `browser` fixture take the config's options (baseURL, viewport, test.use).
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, user);
  await use(page);
  await context.close();
}

export const test = base.extend<RoleFixtures>({
  buyer: async ({ request }, use) => use(await createAccount(request, userDefaults())),
  seller: async ({ request }, use) => use(await createAccount(request, sellerDefaults())),
  buyerPage: async ({ browser, buyer }, use) => signedInPage(browser, buyer, use),
  sellerPage: async ({ browser, seller }, use) => signedInPage(browser, seller, use),
  demoCourierPage: async ({ browser }, use) => signedInPage(browser, { username: 'courier', password: DEFAULT_PASSWORD }, use),
  adminPage: async ({ browser }, use) => signedInPage(browser, { username: 'admin', password: DEFAULT_PASSWORD }, use),
});

export { expect };

export type Email = { to: string[]; subject: string; text: string; html: string; receivedAt: string };

/** What `address` has received so far on the test mail server (e2e/smtp-inbox.ts), oldest first. */
export async function inbox(request: APIRequestContext, address: string): Promise<Email[]> {
  const res = await request.get(`http://127.0.0.1:${inboxPort}/messages?to=${encodeURIComponent(address)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Email[];
}

/** Waits for the first email to `address` with this subject and returns it. */
export async function waitForEmail(request: APIRequestContext, address: string, subject: string): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(async () => (found = (await inbox(request, address)).find((m) => m.subject === subject)), { message: `an email "${subject}" to ${address}`, timeout: 30_000 })
    .toBeTruthy();
  return found!;
}

/** The app link in an email's plain-text part that starts with `path`, as a path the page can visit. */
export function linkIn(email: Email, path: string): string {
  const url = email.text.match(new RegExp(`https?://\\S+${path.replace(/[?]/g, '\\?')}\\S*`))?.[0];
  expect(url, `a link to ${path} in "${email.subject}"`).toBeTruthy();
  const parsed = new URL(url!);
  return parsed.pathname + parsed.search;
}
