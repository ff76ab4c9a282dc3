import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// "Notifications on this device" in Chromium (decision 2330). Headless Chromium answers
// Notification.permission 'denied' whatever is granted, and cannot reach a real push service (these
// tests must not need Google's), so what is checked is what stays on this machine: no prompt or worker
// on page load, the not-supported and blocked states, and the worker itself. The states after
// permission (on, off, errors) are covered by the switch's unit test.

const deviceSwitch = (page: Page) => page.getByRole('switch', { name: /Notifications on this device/ });

test('says so in a browser without push, and registers nothing on page load', async ({ buyerPage }) => {
  await buyerPage.addInitScript(() => {
    Reflect.deleteProperty(window, 'PushManager');
  });
  await buyerPage.goto('/settings');
  await expect(buyerPage.getByText('Not supported by this browser.')).toBeVisible();
  await expect(deviceSwitch(buyerPage)).toBeDisabled();
  await expect(deviceSwitch(buyerPage)).toHaveAttribute('aria-checked', 'false');
  expect(await buyerPage.evaluate(async () => (await navigator.serviceWorker.getRegistration('/')) ?? null)).toBeNull();
});

test('blocked notifications: the switch says how to allow them', async ({ buyerPage }) => {
  const cdp = await buyerPage.context().newCDPSession(buyerPage);
  await buyerPage.goto('/settings');
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: new URL(buyerPage.url()).origin });
  await buyerPage.reload();
  await expect(buyerPage.getByText('Blocked in this browser.')).toBeVisible();
  await expect(buyerPage.getByText(/To allow them, open the site settings/)).toBeVisible();
  await expect(deviceSwitch(buyerPage)).toBeDisabled();
  expect(await buyerPage.evaluate(() => Notification.permission)).toBe('denied');
});

test('the service worker is a script at the site root that registers and activates there', async ({ page, request }) => {
  const res = await request.get('/sw.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/javascript/);
  const source = await res.text();
  // Notifications only: no fetch handler, no cache (decision 1702), and no import of the app's code.
  expect(source).not.toMatch(/addEventListener\(\s*[`'"]fetch/);
  expect(source).not.toMatch(/caches\./);
  expect(source).not.toMatch(/^import|\bimport\(/m);
  await page.goto('/about');
  const registered = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: ready.active?.scriptURL };
  });
  expect(new URL(registered.scope).pathname).toBe('/');
  expect(new URL(registered.script!).pathname).toBe('/sw.js');
});
