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
