import type { Page } from '@playwright/test';
import { MESSAGES } from '@spaceshare/shared/messages';
import { gigDefaults } from '../apps/server/src/db/factory-defaults';
import { expect, fillGigRouteAndTerms, postGig, test } from './fixtures';

// A half-filled form is never lost (decision 2440): Back, a reload or a closed tab find it again as a
// draft, with a note that says so and 'Discard draft'; saving or discarding it ends it.

const SHOTS = process.env.FORM_SHOTS;
const ABOUT = 'Flying Guangzhou to Accra on the 12th with spare checked luggage: sealed parcels, books and clothes, no liquids.';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

async function openAddGig(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Add New Gig' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Gig' })).toBeVisible();
}

const note = (page: Page) => page.getByTestId('draft-note');

test('on a phone, Add New Gig keeps a half-filled form through Back and a reload, until it is discarded or saved', async ({ sellerPage: page }) => {
  await page.getByRole('switch', { name: 'Switch to Seller Mode' }).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/mygigs');
  await openAddGig(page);
  await expect(note(page)).toHaveCount(0);
  await page.getByLabel('Title').fill('Guangzhou to Accra, light parcels');
  await page.getByLabel('About').fill(ABOUT);
  await page.getByLabel('Departure city').fill('Guangzhou');

  // Back in the app: the form goes, and writes what the pause after typing has not written yet.
  await page.goBack();
  await expect(page).toHaveURL(/\/mygigs$/);
  await openAddGig(page);
  await expect(note(page)).toContainText('Draft restored: what you typed on');
  await expect(note(page)).toContainText('It is not saved yet.');
  await expect(page.getByLabel('Title')).toHaveValue('Guangzhou to Accra, light parcels');
  await expect(page.getByLabel('About')).toHaveValue(ABOUT);
  await expect(page.getByLabel('Departure city')).toHaveValue('Guangzhou');
  await shoot(page, 'add-gig-draft-restored');

  // A link of the site still asks, and says the draft stays; a reload is not asked about.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('banner').getByRole('link', { name: 'SpaceShare home' }).click();
  await expect.poll(() => asked).toEqual([MESSAGES.listingLeaveDraftKept]);
  await page.getByLabel('Destination city').fill('Accra');
  await page.reload();
  await expect(page.getByLabel('Destination city')).toHaveValue('Accra');
  await expect(page.getByLabel('About')).toHaveValue(ABOUT);
  expect(asked).toHaveLength(1);

  // Discard, from the keyboard: the form is empty, the line says so, and stays empty after a reload.
  await note(page).getByRole('button', { name: MESSAGES.discardDraft }).focus();
  await page.keyboard.press('Enter');
  await expect(note(page)).toHaveText(MESSAGES.draftDiscarded);
  await expect(note(page)).toBeFocused();
  for (const label of ['Title', 'About', 'Departure city', 'Destination city']) await expect(page.getByLabel(label)).toHaveValue('');
  await shoot(page, 'add-gig-draft-discarded');
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(note(page)).toHaveCount(0);

  // Typed again and saved: the draft goes with the save.
  await page.getByLabel('Title').fill('Guangzhou to Accra, light parcels');
  await page.getByLabel('About').fill(ABOUT);
  await fillGigRouteAndTerms(page, '12');
  await page.getByRole('button', { name: 'Create Gig' }).click();
  await expect(page).toHaveURL(/\/mygigs$/);
  await openAddGig(page);
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(note(page)).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('spaceshare:form-draft:')))).toEqual([]);
});

test('an edit form drops its draft once the gig was changed elsewhere, and says so', async ({ sellerPage: page }) => {
  const id = await postGig(page);
  await page.getByRole('switch', { name: 'Switch to Seller Mode' }).click();
  await page.goto(`/gig/${id}/edit`);
  await page.getByLabel('About').fill(ABOUT);
  await page.reload();
  await expect(page.getByLabel('About')).toHaveValue(ABOUT);
  await expect(note(page)).toContainText('Draft restored');

  // Saved elsewhere meanwhile (another device): the gig's updatedAt moves on.
  const saved = await page.request.put(`/api/gigs/${id}`, { data: gigDefaults({ title: 'Guangzhou to Accra, changed elsewhere' }) });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.reload();
  await expect(note(page)).toContainText('was dropped: this gig changed after it. The form shows the gig as it is now.');
  await expect(page.getByLabel('Title')).toHaveValue('Guangzhou to Accra, changed elsewhere');
  await expect(page.getByLabel('About')).not.toHaveValue(ABOUT);
  await shoot(page, 'edit-gig-draft-outdated');
});

test("signing out forgets the person's drafts", async ({ sellerPage: page, seller }) => {
  await page.getByRole('switch', { name: 'Switch to Seller Mode' }).click();
  await page.goto('/add');
  await page.getByLabel('About').fill(ABOUT);
  await page.reload();
  await expect(page.getByLabel('About')).toHaveValue(ABOUT);
  await page.getByRole('banner').getByRole('button', { name: new RegExp(seller.username) }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('spaceshare:form-draft:')))).toEqual([]);
});

test("a buyer's request keeps its quantity and words through a reload, and asks for the declaration again", async ({ sellerPage, buyerPage: page }) => {
  const id = await postGig(sellerPage);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/gig/${id}`);
  await page.getByRole('button', { name: MESSAGES.requestSpace }).click();
  await page.getByLabel(/How much space/).fill('3');
  await page.getByLabel('What are you sending?').fill('two boxes of school books');
  await page.getByRole('checkbox').check();
  await page.reload();
  await page.getByRole('button', { name: MESSAGES.requestSpace }).click();
  await expect(note(page)).toContainText('It is not sent yet.');
  await expect(page.getByLabel(/How much space/)).toHaveValue('3');
  await expect(page.getByLabel('What are you sending?')).toHaveValue('two boxes of school books');
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await note(page).scrollIntoViewIfNeeded();
  await shoot(page, 'request-draft-restored');
});
