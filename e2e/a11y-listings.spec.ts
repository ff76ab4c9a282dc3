import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, postContainer, postGig, test } from './fixtures';

// Axe scans of the listings screens: Explore (gigs, containers), both detail pages and both add
// forms. Serious and critical violations fail the test; the report names them. The whole page is
// scanned: navigation bar and footer included, as a signed-in courier sees them.

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

test('listings screens have no serious or critical axe violations', async ({ sellerPage: page, buyerPage }) => {
  // Expiring in 5 days, so the gig wears its expiring-soon badge in the scans.
  const gigId = await postGig(page, {
    title: 'Shanghai to Nairobi, 15 kg spare',
    departureCity: 'Shanghai',
    destinationCountry: 'Kenya',
    destinationCity: 'Nairobi',
    availableSpace: 15,
    priceRMB: 70,
    expirationDays: 5,
  });
  const containerId = await postContainer(page, { title: '20ft box Guangzhou to Lagos', containerType: '20ft', expirationDays: 25 });

  await page.goto('/gigs');
  await expect(page.getByRole('heading', { name: 'Find the best Luggage Share for your goods' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/containers');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // The owner's view of a gig, then a buyer's view of a container (review form included).
  await page.goto(`/gig/${gigId}`);
  await expect(page.getByText('This is your listing')).toBeVisible();
  await expect(page.getByText(/No reviews yet\. Be the first|Reviews \(/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await buyerPage.goto(`/container/${containerId}`);
  await expect(buyerPage.getByRole('button', { name: 'Make Offer' })).toBeVisible();
  await expect(buyerPage.getByRole('form', { name: 'Write a review' })).toBeVisible();
  await expectNoSeriousViolations(buyerPage);

  await page.getByRole('switch', { name: 'Switch to Seller Mode' }).click();
  await page.goto('/add');
  await expect(page.getByRole('heading', { name: 'Add New Gig' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/add-container');
  await expect(page.getByRole('heading', { name: 'Add New Container' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/mygigs');
  await expect(page.getByRole('row').filter({ hasText: 'Shanghai to Nairobi' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
