import { expect, postGig, test, uniqueName } from './fixtures';

// The fourteenth tester round (decision 2419): what a new buyer tripped on between finding a gig and
// reviewing its courier.

test('a visitor who presses Request space signs in and finds the request form open, once', async ({ page, sellerPage, buyer }) => {
  const gigId = await postGig(sellerPage, { title: `Guangzhou to Accra ${uniqueName('trip')}` });

  await page.goto(`/gig/${gigId}`);
  await page.getByRole('button', { name: 'Request space' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(buyer.username);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`/gig/${gigId}$`));
  const quantity = page.getByLabel(/How much space\?/);
  await expect(quantity).toBeFocused();
  // Once: a reload shows the button again, not the form.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Request space' })).toBeVisible();
  await expect(quantity).toHaveCount(0);
});
