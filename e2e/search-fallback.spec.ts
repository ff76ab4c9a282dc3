import { expect, test } from './fixtures';

// A route nobody flies yet ('Guangzhou to Nairobi' in the demo data) never ends in an empty page: the
// nearest gigs come in labelled groups, with a prompt to ask couriers.

test('a search for a route with no gig shows the nearest gigs, labelled by group', async ({ page }) => {
  await page.goto(`/gigs?search=${encodeURIComponent('Guangzhou to Nairobi')}`);
  await expect(page.getByText('No gigs match your search.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No gigs from Guangzhou to Nairobi yet.' })).toBeVisible();

  const kenya = page.getByRole('list', { name: 'Gigs from China to Kenya' });
  await expect(kenya.getByRole('listitem')).toHaveCount(2);
  await expect(kenya).toContainText('Nairobi');
  // The same gigs are not repeated under 'Gigs to Kenya:', which is then left out.
  await expect(page.getByRole('heading', { name: 'Gigs to Kenya:' })).toHaveCount(0);
  const china = page.getByRole('list', { name: 'Gigs from China' });
  await expect(china.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'become a courier', exact: true })).toHaveAttribute('href', '/become-seller');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/search-fallback-${width}.png`, fullPage: true });
  }

  // A search that finds gigs shows them alone.
  await page.goto(`/gigs?search=${encodeURIComponent('Shanghai to Nairobi')}`);
  await expect(page.getByRole('status').filter({ hasText: '1 gig' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /yet\.$/ })).toHaveCount(0);
});
