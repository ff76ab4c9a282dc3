import { expect, postGig, test } from './fixtures';

// Deleting one's own account (decision 1403): Settings › Security, the password again, then gone:
// signed out, the listing off Explore, the old name and password no longer sign in.

test('a courier deletes their account from Settings; their gig leaves Explore, the old sign-in fails, the buyer keeps the thread', async ({ seller, sellerPage, buyerPage, browser }) => {
  const title = `Last trip ${seller.username}`;
  const gigId = await postGig(sellerPage, { title });
  const started = await buyerPage.request.post('/api/conversations', { data: { to: seller._id } });
  const conversationId = ((await started.json()) as { id: string }).id;
  expect((await buyerPage.request.post('/api/messages', { data: { conversationId, desc: 'Is there room for 3 kg?' } })).status()).toBe(201);
  // The buyer has the thread open while the courier deletes the account.
  await buyerPage.goto(`/message/${conversationId}`);
  await expect(buyerPage.getByText('Is there room for 3 kg?')).toBeVisible();
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

  // The open thread hears it live: it closes, without a reload, instead of keeping a composer whose
  // every send would be refused.
  await expect(buyerPage.getByRole('note')).toHaveText('This account is no longer on SpaceShare. You can read this conversation, but not reply.');
  await expect(buyerPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(buyerPage.getByTestId('conversation-user')).toHaveText('Deleted user');

  // The inbox links no profile for the account, nor shows its country.
  await buyerPage.goto('/messages');
  const card = buyerPage.getByTestId('conversation-card').filter({ hasText: 'Deleted user' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /profile/ })).toHaveCount(0);

  // The buyer still reads the thread, under the deleted name, and is told why there is no reply box.
  await buyerPage.setViewportSize({ width: 360, height: 740 });
  await buyerPage.goto(`/message/${conversationId}`);
  await expect(buyerPage.getByText('Is there room for 3 kg?')).toBeVisible();
  await expect(buyerPage.getByTestId('conversation-user')).toHaveText('Deleted user');
  await expect(buyerPage.getByTestId('conversation-user').getByRole('link')).toHaveCount(0);
  await expect(buyerPage.getByRole('note')).toHaveText('This account is no longer on SpaceShare. You can read this conversation, but not reply.');
  await expect(buyerPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await buyerPage.screenshot({ path: '/tmp/g-screens/deleted-thread-360.png' });

  // The profile's old address says calmly that the account was deleted (decision 2313).
  await buyerPage.goto(`/profile/${seller._id}`);
  await expect(buyerPage.getByRole('heading', { level: 1, name: 'This account was deleted' })).toBeVisible();
  await expect(buyerPage.getByRole('alert')).toHaveCount(0);
});
