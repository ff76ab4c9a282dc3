import { userDefaults } from '../apps/server/src/db/factory-defaults';
import { createAccount, expect, login, test } from './fixtures';

// A shared computer (decision 2531): one tab, one person signs out and another signs in without a
// reload. Nothing the first one's pages cached (here their settings) shows to the second.

test("the next person signing in on the tab sees their own settings, not the last person's", async ({ page, request }) => {
  const [first, second] = [await createAccount(request, userDefaults()), await createAccount(request, userDefaults())];
  const menu = (username: string) => page.getByRole('banner').getByRole('button', { name: new RegExp(username) });
  const marketing = page.getByRole('switch', { name: /Marketing emails/ });

  await login(page, first);
  await menu(first.username).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await marketing.click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved', { exact: false }).first()).toBeVisible();

  // Signed out from the menu and the next person signs in, all inside the same page load.
  await menu(first.username).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(second.username);
  await page.getByLabel('Password').fill(second.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(menu(second.username)).toBeVisible();
  await menu(second.username).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
});
