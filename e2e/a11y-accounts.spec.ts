import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'SpaceShare home' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /trusted travelers/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of ['/login', '/register', '/about']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('profile has no serious accessibility violations, also in edit mode', async ({ sellerPage: page, seller: user }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Bio')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open user menu and mobile menu have no serious violations', async ({ buyerPage: page, buyer: user }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${user.username}`) }).click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
