import { expect, test } from './fixtures';

// A route nobody flies yet ('Beijing to Durban' in the demo data) never ends in an empty page: the
// nearest gigs come in labelled groups, with a prompt to ask couriers. Other specs add gigs to Kenya
// and Ghana on the same server; none add gigs to South Africa.

test('a search for a route with no gig shows the nearest gigs, labelled by group', async ({ page }) => {
  await page.goto(`/gigs?search=${encodeURIComponent('Beijing to Durban')}`);
  await expect(page.getByText('No gigs match your search.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No gigs from Beijing to Durban yet.' })).toBeVisible();

  // Durban is in no listing, but the search knows it lies in South Africa: the demo's four open gigs
  // from China to South Africa come first.
  const southAfrica = page.getByRole('list', { name: 'Gigs from China to South Africa' });
  await expect(southAfrica.getByRole('listitem')).toHaveCount(4);
  await expect(southAfrica).toContainText('Johannesburg');
  await expect(southAfrica).toContainText('Cape Town');
  // Every gig to South Africa leaves China, so 'Gigs to South Africa:' has nothing new and is left out.
  await expect(page.getByRole('heading', { name: 'Gigs to South Africa:' })).toHaveCount(0);
  const china = page.getByRole('list', { name: 'Gigs from China' });
  await expect(china.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gigs from China:', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'become a courier', exact: true })).toHaveAttribute('href', '/become-seller');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/search-fallback-${width}.png`, fullPage: true });
  }

  // A search that finds gigs shows them alone.
  await page.goto(`/gigs?search=${encodeURIComponent('Beijing to Johannesburg')}`);
  await expect(page.getByRole('status').filter({ hasText: /\d+ gigs? for/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /yet\.$/ })).toHaveCount(0);
});

// The tester's searches of decision 2205: a route with nothing near it, a country by the name people
// use with no gig yet, a Chinese route with a weight, a typo, and a place search on Explore Containers.
test('a search with nothing near says so without pointing at listings that are not there', async ({ page }) => {
  await page.goto(`/gigs?search=${encodeURIComponent('Harare to Beijing')}`);
  await expect(page.getByRole('heading', { name: 'No gigs from Harare to Beijing yet.' })).toBeVisible();
  await expect(page.getByText(/Couriers add new trips every day/)).toHaveText(
    'Couriers add new trips every day: check back soon, or become a courier if you make this trip yourself.',
  );
  await expect(page.getByText(/listing above/)).toHaveCount(0);

  // One place, no direction, no gig anywhere near: the same understanding and the offer to watch it.
  await page.goto(`/gigs?search=${encodeURIComponent('Ivory Coast')}`);
  await expect(page.getByRole('heading', { name: "No gigs to or from Côte d'Ivoire yet." })).toBeVisible();
  await expect(page.getByRole('button', { name: "Alert me about new gigs to Côte d'Ivoire" })).toBeVisible();
  await expect(page).toHaveTitle("Gigs to or from Côte d'Ivoire · SpaceShare");
});

test('a Chinese route with a weight finds its gigs, and a typo is named as corrected', async ({ page }) => {
  await page.goto(`/gigs?search=${encodeURIComponent('广州到阿克拉 20kg')}`);
  await expect(page.getByRole('status').filter({ hasText: /\d+ gigs? for/ })).toBeVisible();
  await expect(page).toHaveTitle('Gigs from Guangzhou to Accra · SpaceShare');

  await page.goto(`/gigs?search=${encodeURIComponent('china to ghna')}`);
  await expect(page.getByRole('status').filter({ hasText: /\d+ gigs? for “china to ghna”/ })).toContainText('Showing results for China to Ghana');
  await expect(page).toHaveTitle('Gigs from China to Ghana · SpaceShare');
});

test('Explore Containers searches a place (decision 2205)', async ({ page }) => {
  await page.goto('/containers');
  await page.getByRole('searchbox', { name: 'Search containers' }).fill('Ningbo');
  await page.getByRole('searchbox', { name: 'Search containers' }).press('Enter');
  await expect(page).toHaveURL(/\/containers\?search=Ningbo$/);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ containers? for “Ningbo”/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Containers' })).toContainText('Ningbo');
  await expect(page).toHaveTitle('Containers matching “Ningbo” · SpaceShare');
});
