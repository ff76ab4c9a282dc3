import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAccount, expect, login, test } from './fixtures';

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

test('listings screens have no serious or critical axe violations', async ({ browser, page, request }) => {
  const courier = await createAccount(request, { isSeller: true, country: 'China' });
  await login(page, courier);

  const gig = await page.context().request.post('/api/gigs', {
    data: {
      title: 'Shanghai to Nairobi, 15 kg spare',
      about: 'Flying Shanghai to Nairobi at the end of the month; sealed parcels and documents are welcome.',
      departureCountry: 'China',
      departureCity: 'Shanghai',
      destinationCountry: 'Kenya',
      destinationCity: 'Nairobi',
      availableSpace: 15,
      priceRMB: 70,
      expirationDays: 5,
    },
  });
  expect(gig.status(), await gig.text()).toBe(201);
  const gigId = ((await gig.json()) as { _id: string })._id;
  const container = await page.context().request.post('/api/containers', {
    data: {
      title: '20ft box Guangzhou to Lagos',
      about: 'A 20ft container from Guangzhou to Lagos with room for boxed goods; customs handled end to end.',
      containerType: '20ft',
      cargoType: 'Boxed general goods',
      taxClearance: 'handled_by_courier',
      locationCountry: 'China',
      locationCity: 'Guangzhou',
      availableSpaceCBM: 6,
      priceRMB: 700,
      departureDate: '2030-02-01',
      arrivalDate: '2030-03-15',
      expirationDays: 25,
    },
  });
  expect(container.status(), await container.text()).toBe(201);
  const containerId = ((await container.json()) as { _id: string })._id;

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
  await expect(page.getByText(/No reviews yet|Reviews \(/)).toBeVisible();
  await expectNoSeriousViolations(page);

  const buyer = await createAccount(request);
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await login(buyerPage, buyer);
  await buyerPage.goto(`/container/${containerId}`);
  await expect(buyerPage.getByRole('button', { name: 'Make Offer' })).toBeVisible();
  await expect(buyerPage.getByRole('form', { name: 'Write a review' })).toBeVisible();
  await expectNoSeriousViolations(buyerPage);
  await buyerContext.close();

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
