import type { Page } from '@playwright/test';
import { MESSAGES } from '@spaceshare/shared/messages';
import { expect, fillGigRouteAndTerms, postContainer, test } from './fixtures';

// Forms that keep what was typed and explain what is wrong (decision 2312): numbers as people type
// them, a question before leaving an unsaved listing form, problems said beside their field, and
// pictures refused when chosen.

const SHOTS = process.env.FORM_SHOTS;

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The page at a phone's and a desktop's width, when FORM_SHOTS names a folder, for a person to look at. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function switchToSellerMode(page: Page) {
  await page.getByRole('switch', { name: 'Switch to Seller Mode' }).click();
  await expect(page.getByRole('switch', { name: 'Switch to User Mode' })).toBeVisible();
}

test("Add New Gig reads '7,5' kg as 7.5 and asks before the logo leaves it unsaved", async ({ sellerPage: page }) => {
  await switchToSellerMode(page);
  await page.goto('/add');
  await page.getByLabel('Title').fill('Guangzhou to Accra, light parcels');

  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (dialog.type() === 'confirm' ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole('banner').getByRole('link', { name: 'SpaceShare home' }).click();
  await expect.poll(() => asked).toEqual([MESSAGES.listingLeaveDraftKept]);
  await expect(page).toHaveURL(/\/add$/);
  await expect(page.getByLabel('Title')).toHaveValue('Guangzhou to Accra, light parcels');

  await page.getByLabel('About').fill('Flying Guangzhou to Accra next week with spare luggage; sealed parcels and books only.');
  await fillGigRouteAndTerms(page, '1,000.5');
  await page.getByRole('button', { name: 'Create Gig' }).click();
  await expect.poll(() => asked.at(-1)).toBe(MESSAGES.numberGrouped);
  await expect(page.getByLabel('Available space (kg)')).toBeFocused();
  await expect(page.getByText(MESSAGES.numberGrouped)).toBeVisible();
  await shoot(page, 'add-gig-grouped');

  await page.getByLabel('Available space (kg)').fill('7,5');
  // Valid now, so its message is gone before any submit.
  await expect(page.getByText(MESSAGES.numberGrouped)).toHaveCount(0);
  const created = page.waitForResponse((res) => res.url().endsWith('/api/gigs') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create Gig' }).click();
  expect(await (await created).json()).toMatchObject({ availableSpace: 7.5 });
  await expect(page).toHaveURL(/\/mygigs$/);
  expect(asked.filter((m) => m === MESSAGES.listingLeaveDraftKept)).toHaveLength(1);
});

test('Edit Container on a phone says a bad price beside the field it focuses', async ({ sellerPage: page }) => {
  const id = await postContainer(page);
  await switchToSellerMode(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/container/${id}/edit`);
  const price = page.getByLabel('Price per CBM (¥ RMB)');
  await price.fill('0');
  await page.getByRole('button', { name: MESSAGES.saveChanges }).click();
  await expect(price).toBeFocused();
  const said = page.getByRole('alert').filter({ hasText: MESSAGES.pricePositive });
  await expect(said).toBeInViewport();
  await expect(price).toHaveAttribute('aria-describedby', new RegExp(`^${(await said.getAttribute('id'))!}`));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-price0-360.png` });
});

test('a picture that is no image is refused when chosen, at registration and on the profile', async ({ page, buyerPage }) => {
  await page.goto('/register');
  await page.getByLabel('Profile picture').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText(MESSAGES.selectImage)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);
  await shoot(page, 'register-fake-jpg');
  // A good picture after the bad one shows its preview.
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Selected profile picture' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(MESSAGES.selectImage)).toHaveCount(0);
  await shoot(page, 'register-good-png');

  // A HEIC the browser cannot draw goes to the server, whose reason is what the profile says.
  await buyerPage.goto('/profile');
  await buyerPage.getByRole('button', { name: 'Edit Profile' }).click();
  await buyerPage.getByLabel('Profile picture').setInputFiles({ name: 'photo.heic', mimeType: 'image/heic', buffer: Buffer.from('not a picture at all') });
  await expect(buyerPage.getByText(MESSAGES.selectImage)).toBeVisible();
  await expect(buyerPage.getByText(MESSAGES.imageUploadFailed)).toHaveCount(0);
});
