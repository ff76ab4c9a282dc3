import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export type TestUser = { _id: string; username: string; password: string; email: string; isSeller: boolean };

/** Accounts made through registration need a password off the common-password list (demo ones keep password123). */
export const ACCOUNT_PASSWORD = 'spare-luggage-42';

let seq = 0;
export function uniqueName(prefix = 'user') {
  return `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}${Math.floor(Math.random() * 1e4)}`.toLowerCase();
}

/** Creates an account through the real API (the same endpoint the register page calls). */
export async function createAccount(
  request: APIRequestContext,
  overrides: Partial<{ username: string; password: string; country: string; isSeller: boolean; phone: string; desc: string }> = {},
): Promise<TestUser> {
  const username = overrides.username ?? uniqueName();
  const password = overrides.password ?? ACCOUNT_PASSWORD;
  const isSeller = overrides.isSeller ?? false;
  const body = {
    username,
    email: `${username}@example.com`,
    password,
    img: '',
    country: overrides.country ?? 'Ghana',
    isSeller,
    phone: overrides.phone ?? (isSeller ? '+233201234567' : ''),
    desc: overrides.desc ?? (isSeller ? 'I fly from Guangzhou to Accra every month with spare luggage space to share.' : ''),
  };
  const res = await request.post('/api/auth/register', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  const user = (await res.json()) as TestUser;
  return { ...user, password, email: body.email, isSeller };
}

/** Signs in through the login page, as a person would. */
export async function login(page: Page, user: Pick<TestUser, 'username' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

export const test = base;
export { expect };
