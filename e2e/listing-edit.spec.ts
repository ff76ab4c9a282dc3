import type { Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/messages';
import { expect, postContainer, postGig, test, uniqueName } from './fixtures';

// Editing a listing after posting (decision 1602): the courier opens Edit from their table or from
// the listing, the form comes filled, Save Changes lands on the listing with the new words, and a
// buyer in another browser sees them too.

/** Any alert or confirm fails the test: a good edit raises none. */
function failOnDialog(page: Page) {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

async function switchToSellerMode(page: Page) {
  await page.getByRole('switch', { name: 'Switch to Seller Mode' }).click();
  await expect(page.getByRole('switch', { name: 'Switch to User Mode' })).toBeVisible();
}

/** The whole page at a phone's and a desktop's width, for a person to look at. */
async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/g-screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a courier edits a gig from My Gigs, and a buyer sees the new title and price', async ({ sellerPage: page, buyerPage }) => {
  failOnDialog(page);
  const title = `Guangzhou to Accra ${uniqueName('edit')}`;
  const id = await postGig(page, { title, availableSpace: 20, priceRMB: 60 });
  await switchToSellerMode(page);

  await page.goto('/mygigs');
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await shoot(page, 'edit-mygigs');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/gig/${id}/edit$`));
  // The navigation takes the focus to the page's heading, as on any page.
  await expect(page.getByRole('heading', { name: MESSAGES.editGig, level: 1 })).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Departure country' })).toHaveValue('China');
  await expect(page.getByLabel('Available space (kg)')).toHaveValue('20');
  await expect(page.getByLabel('Price per kg (¥ RMB)')).toHaveValue('60');
  await shoot(page, 'edit-gig');

  const newTitle = `Guangzhou to Accra, cheaper ${uniqueName('e')}`;
  await page.getByLabel('Title').fill(newTitle);
  await page.getByLabel('Price per kg (¥ RMB)').fill('75');
  await page.getByRole('button', { name: MESSAGES.saveChanges }).click();

  await expect(page).toHaveURL(new RegExp(`/gig/${id}$`));
  await expect(page.getByText(MESSAGES.gigUpdated)).toBeVisible();
  const listing = page.getByRole('article');
  await expect(listing.getByRole('heading', { name: newTitle, level: 1 })).toBeVisible();
  await expect(listing).toContainText('¥75');
  await expect(listing.getByRole('link', { name: MESSAGES.editGig })).toHaveAttribute('href', `/gig/${id}/edit`);
  await shoot(page, 'edit-gig-saved');

  // The owner's table, reached inside the app (its cached list was invalidated), says the same.
  await listing.getByRole('link', { name: 'your gigs' }).click();
  const row = page.getByRole('row').filter({ hasText: newTitle });
  await expect(row).toContainText('¥75');
  await expect(row).toContainText('20 kg');

  // A buyer, in a browser of their own, sees the new words and no Edit.
  await buyerPage.goto(`/gig/${id}`);
  const seen = buyerPage.getByRole('article');
  await expect(seen.getByRole('heading', { name: newTitle, level: 1 })).toBeVisible();
  await expect(seen).toContainText('¥75');
  await expect(seen).not.toContainText('¥60');
  await expect(buyerPage.getByRole('link', { name: MESSAGES.editGig })).toHaveCount(0);
});

test('a courier edits a container from its page; Cancel goes back unchanged', async ({ sellerPage: page }) => {
  failOnDialog(page);
  const title = `Shenzhen to Tema ${uniqueName('edit')}`;
  const id = await postContainer(page, { title, availableSpaceCBM: 12, priceRMB: 800 });
  await switchToSellerMode(page);

  await page.goto(`/container/${id}`);
  await page.getByRole('link', { name: MESSAGES.editContainer }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.editContainer, level: 1 })).toBeFocused();
  await expect(page.getByLabel('Available space (CBM)')).toHaveValue('12');
  await expect(page.getByLabel('Tax clearance')).toHaveValue('handled_by_courier');
  await expect(page.getByText('Total capacity value: ¥9,600')).toBeVisible();
  await shoot(page, 'edit-container');

  await page.getByLabel('Available space (CBM)').fill('10');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/container/${id}$`));
  await expect(page.getByRole('article')).toContainText('12 CBM');

  await page.getByRole('link', { name: MESSAGES.editContainer }).click();
  await page.getByLabel('Available space (CBM)').fill('10');
  await page.getByRole('button', { name: MESSAGES.saveChanges }).click();
  await expect(page).toHaveURL(new RegExp(`/container/${id}$`));
  await expect(page.getByText(MESSAGES.containerUpdated)).toBeVisible();
  await expect(page.getByRole('article')).toContainText('10 CBM');
  await expect(page.getByRole('article')).toContainText('¥8,000');
});
