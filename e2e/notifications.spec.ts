import { expect, postGig, test } from './fixtures';

// The bell (issue 11): notifications arrive live in the courier's open tab, the dropdown links to
// where to act, and reading marks them read everywhere.

test('the courier\'s bell counts a new message and a request live, and reading clears it', async ({ buyer, buyerPage, seller, sellerPage }) => {
  const gigId = await postGig(sellerPage, { title: `Canton to Tema ${seller.username}` });
  await sellerPage.goto('/about');
  await expect(sellerPage.getByTestId('notification-count')).toHaveCount(0);

  await buyerPage.goto(`/gig/${gigId}`);
  await buyerPage.getByRole('button', { name: 'Chat Now' }).click();
  await buyerPage.getByRole('textbox', { name: 'Message' }).fill('Hello, do you have 2 kg left?');
  await buyerPage.keyboard.press('Enter');
  await expect(sellerPage.getByTestId('notification-count')).toHaveText('1');

  await buyerPage.goto(`/gig/${gigId}`);
  await buyerPage.getByRole('button', { name: 'Request space' }).click();
  await buyerPage.getByLabel(/How much space\?/).fill('2');
  await buyerPage.getByLabel('What are you sending?').fill('Shoes and a laptop bag');
  await buyerPage.getByLabel(/My parcel holds none of the prohibited items/).check();
  await buyerPage.getByRole('button', { name: 'Send request' }).click();
  await expect(sellerPage.getByTestId('notification-count')).toHaveText('2');
  // The tab says so too, for a courier whose tab is in the background (decision 2106).
  await expect(sellerPage).toHaveTitle('(2) About SpaceShare');

  const bell = sellerPage.getByRole('button', { name: 'Notifications, 2 unread' });
  await bell.click();
  const panel = sellerPage.getByRole('region', { name: 'Latest notifications' });
  await expect(panel.getByTestId('notification')).toHaveCount(2);
  await expect(panel.getByTestId('notification').first()).toContainText(`${buyer.username} asked for 2 kg`);
  await sellerPage.setViewportSize({ width: 390, height: 850 });
  await sellerPage.screenshot({ path: '/tmp/g-screens/bell-390.png' });
  await sellerPage.setViewportSize({ width: 1280, height: 800 });
  await sellerPage.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // Following the message notification opens the conversation, which reads it.
  await bell.click();
  await panel.getByTestId('notification').filter({ hasText: 'Hello, do you have 2 kg left?' }).click();
  await expect(sellerPage).toHaveURL(/\/message\/[0-9a-f]+$/);
  await expect(sellerPage.getByTestId('notification-count')).toHaveText('1');

  await sellerPage.goto('/notifications');
  await expect(sellerPage.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(sellerPage.getByRole('main').getByTestId('notification')).toHaveCount(2);
  await sellerPage.screenshot({ path: '/tmp/g-screens/notifications-1280.png', fullPage: true });
  await sellerPage.getByRole('button', { name: 'Mark all read' }).click();
  await expect(sellerPage.getByTestId('notification-count')).toHaveCount(0);
  await expect(sellerPage).toHaveTitle('Notifications · SpaceShare');
});
