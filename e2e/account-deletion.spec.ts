import { expect, postGig, test } from './fixtures';

// Deleting one's own account (decision 1403): Settings › Security, the password again, then gone:
// signed out, the listing off Explore, the old name and password no longer sign in.

test('a courier deletes their account from Settings; their gig leaves Explore and the old sign-in fails', async ({ seller, sellerPage, browser }) => {
  const title = `Last trip ${seller.username}`;
  const gigId = await postGig(sellerPage, { title });
  const page = sellerPage;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/settings?tab=security');
    const section = page.getByRole('region', { name: 'Delete account' });
    await section.getByRole('button', { name: 'Delete my account...' }).click();
    await expect(section.getByLabel('Your password, to confirm')).toBeFocused();
    await section.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(section.getByText('Password is required')).toBeVisible();
    await section.getByLabel('Your password, to confirm').fill('not-my-password');
    await section.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(section.getByRole('alert')).toHaveText('Your current password is not right');
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/g-screens/delete-account-${width}.png`, fullPage: false });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wide).toBe(0);
    // Cancel folds it away and gives the focus back to the button that opened it.
    await section.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByRole('button', { name: 'Delete my account...' })).toBeFocused();
  }

  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete my account...' }).click();
  await section.getByLabel('Your password, to confirm').fill(seller.password);
  await section.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account was deleted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/gigs?search=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole('heading', { name: 'Find the best Luggage Share for your goods' })).toBeVisible();
  await expect(visitor.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  expect((await visitor.request.get(`/api/gigs/single/${gigId}`)).status()).toBe(404);
  await visitor.goto('/login');
  await visitor.getByLabel('Username').fill(seller.username);
  await visitor.getByLabel('Password').fill(seller.password);
  await visitor.getByRole('button', { name: /sign in|login/i }).click();
  await expect(visitor.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(visitor).toHaveURL(/\/login/);
  await visitor.close();
});
