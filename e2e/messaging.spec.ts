import type { Page } from '@playwright/test';
import { expect, postGig, test } from './fixtures';
import { MESSAGES } from '../packages/shared/src/messages';

// Messaging and orders across two people at once: a buyer and a courier, each in their own browser
// context (own cookies and storage), watching each other's actions arrive live over the WebSocket.

const PRICE_PER_KG_RMB = 100;
const QUANTITY_KG = 5;
// 5 kg × ¥100 = ¥500 at the default rate of 0.14 USD per RMB: $70, whole dollars.
const EXPECTED_PRICE = '$70';

/** Full-page screenshots at phone and desktop widths, for a person to look at; leaves the page at 1280. */
async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/g-screens/${name}-${width}.png`, fullPage: true });
  }
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('buyer and courier chat live, the courier accepts an offer and both see the order', async ({ buyer, buyerPage, seller, sellerPage }) => {
  const gigTitle = `Guangzhou to Accra ${seller.username}`;
  // 20 kg available, so an offer accepted for 25 kg is refused below.
  const gigId = await postGig(sellerPage, { title: gigTitle, availableSpace: 20, priceRMB: PRICE_PER_KG_RMB });

  // The courier watches the inbox before anything happens.
  await sellerPage.goto('/messages');
  await expect(sellerPage.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(sellerPage.getByText('No conversations yet')).toBeVisible();
  await expect(sellerPage.getByText('Start a conversation by messaging a seller or buyer')).toBeVisible();

  // The buyer opens the chat from the gig page and sends with Enter.
  await buyerPage.goto(`/gig/${gigId}`);
  await buyerPage.getByRole('button', { name: 'Chat Now' }).click();
  await expect(buyerPage).toHaveURL(/\/message\/[0-9a-f]+$/);
  const conversationUrl = buyerPage.url();
  await expect(buyerPage.getByRole('link', { name: '← Back to Messages' })).toHaveAttribute('href', '/messages');
  await expect(buyerPage.getByTestId('conversation-user')).toContainText(seller.username);
  await expect(buyerPage.getByText('No messages yet')).toBeVisible();
  await expect(messageBox(buyerPage)).toHaveAttribute('placeholder', 'Type your message...');

  // Whitespace alone is never sent.
  await messageBox(buyerPage).fill('   ');
  await messageBox(buyerPage).press('Enter');
  await expect(buyerPage.getByTestId('message')).toHaveCount(0);

  // Shift+Enter breaks the line, Enter sends the trimmed text.
  await messageBox(buyerPage).fill('');
  await messageBox(buyerPage).pressSequentially('  Hello! Do you still have space');
  await messageBox(buyerPage).press('Shift+Enter');
  await messageBox(buyerPage).pressSequentially('for 5 kg?');
  await messageBox(buyerPage).press('Enter');
  await expect(messageBox(buyerPage)).toHaveValue('');
  const sent = buyerPage.getByTestId('message').first();
  await expect(sent).toContainText('Hello! Do you still have space\nfor 5 kg?', { useInnerText: true });
  await expect(sent).toHaveAttribute('data-own', 'true');
  await expect(sent.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(buyerPage.getByTestId('message-count')).toHaveText('1 message');

  // The courier's inbox shows it, unread, without a reload; so does the navbar badge.
  const card = sellerPage.getByTestId('conversation-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card.getByTestId('unread-dot')).toBeVisible();
  await expect(card).toContainText(buyer.username);
  await expect(card).toContainText('Hello! Do you still have space');
  await expect(card).toContainText('Ghana');
  await expect(card.locator('time')).toHaveText(/just now|minute/);
  await expect(sellerPage.getByTestId('conversation-count')).toContainText('1 conversation');
  await expect(sellerPage.getByTestId('unread-badge').first()).toContainText('1');
  await shoot(sellerPage, 'messages-unread');

  // Mark as read clears the dot and the badge.
  await card.getByRole('button', { name: /Mark as read/ }).click();
  await expect(card).toHaveAttribute('data-unread', 'false');
  await expect(card.getByTestId('unread-dot')).toHaveCount(0);
  await expect(sellerPage.getByTestId('unread-badge')).toHaveCount(0);

  // The courier opens the thread (same conversation) and answers; the buyer sees it live, and sees
  // the courier typing first.
  await card.getByRole('link', { name: `Open conversation with ${buyer.username}` }).click();
  await expect(sellerPage).toHaveURL(conversationUrl);
  await expect(sellerPage.getByTestId('message')).toHaveCount(1);
  await expect(sellerPage.getByTestId('message').first()).toHaveAttribute('data-own', 'false');
  await messageBox(sellerPage).pressSequentially('Yes, 15 kg left.');
  await expect(buyerPage.getByTestId('typing-other')).toBeVisible();
  await messageBox(sellerPage).press('Enter');
  const reply = buyerPage.getByTestId('message').nth(1);
  await expect(reply).toContainText('Yes, 15 kg left.');
  await expect(reply).toHaveAttribute('data-own', 'false');
  await expect(buyerPage.getByTestId('message-count')).toHaveText('2 messages');
  // A message arriving in the open thread is read at once: the buyer's side ends up read on the server.
  await expect
    .poll(async () => {
      const res = await buyerPage.context().request.get('/api/conversations');
      type Row = { sellerId: string; readBySeller: boolean; readByBuyer: boolean; lastMessage: string };
      const [only] = (await res.json()) as Row[];
      if (!only) return '';
      const readByMe = only.sellerId === buyer._id ? only.readBySeller : only.readByBuyer;
      return `${only.lastMessage}|read:${readByMe}`;
    })
    .toBe('Yes, 15 kg left.|read:true');

  // The buyer makes an offer on the gig.
  await buyerPage.goto(`/gig/${gigId}`);
  await buyerPage.getByRole('button', { name: 'Make Offer' }).click();
  await expect(buyerPage.getByRole('button', { name: /Interested/ })).toBeVisible();

  // The courier accepts it for 5 kg on the gig page; too much is refused first.
  await sellerPage.goto(`/gig/${gigId}`);
  const quantity = sellerPage.getByLabel(`Quantity in kg for ${buyer.username}`);
  await quantity.fill('25');
  await sellerPage.getByRole('button', { name: `Accept ${buyer.username}'s offer` }).click();
  await expect(sellerPage.getByText('Not enough space left')).toBeVisible();
  await shoot(sellerPage, 'owner-offers');
  await quantity.fill(String(QUANTITY_KG));
  await sellerPage.getByRole('button', { name: `Accept ${buyer.username}'s offer` }).click();
  await expect(sellerPage.getByText(/Offer accepted/)).toBeVisible();

  // Both see the order, priced in whole dollars.
  for (const [page, role] of [
    [buyerPage, 'Buyer'],
    [sellerPage, 'Seller'],
  ] as const) {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByText('Manage and track your orders')).toBeVisible();
    const order = page.getByTestId('order-card');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(gigTitle);
    // The title leads back to the listing.
    await expect(order.getByRole('link', { name: gigTitle })).toHaveAttribute('href', /^\/gig\/[0-9a-f]{24}$/);
    await expect(order.getByTestId('order-price')).toHaveText(EXPECTED_PRICE);
    await expect(order.getByTestId('order-status')).toHaveText('Active');
    await expect(order.getByTestId('order-role')).toHaveText(role);
    await expect(order).toContainText(`${QUANTITY_KG} kg`);
    if (role === 'Seller') await expect(order.getByRole('button', { name: 'Mark Delivered' })).toBeVisible();
    // Receipt is confirmed only after the courier marks the hand-over.
    else await expect(order.getByRole('button', { name: 'Confirm Receipt' })).toHaveCount(0);
  }
  await shoot(sellerPage, 'orders-active');

  // Contact on the order opens the same conversation, from either side.
  await buyerPage.getByRole('button', { name: /^Contact/ }).click();
  await expect(buyerPage).toHaveURL(conversationUrl);
  await expect(buyerPage.getByTestId('message')).toHaveCount(2);
  await sellerPage.getByRole('button', { name: /^Contact/ }).click();
  await expect(sellerPage).toHaveURL(conversationUrl);

  // The courier marks it delivered; the buyer's order list updates live and completes on receipt.
  await buyerPage.goto('/orders');
  await sellerPage.goto('/orders');
  // Each step asks first (decision 2204).
  await sellerPage.getByRole('button', { name: 'Mark Delivered' }).click();
  await sellerPage.getByRole('dialog', { name: MESSAGES.deliverConfirmTitle }).getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(buyerPage.getByTestId('order-card')).toContainText('The seller marked this delivered');
  await buyerPage.getByRole('button', { name: 'Confirm Receipt' }).click();
  await buyerPage.getByRole('dialog', { name: MESSAGES.confirmReceiptTitle }).getByRole('button', { name: 'Confirm Receipt' }).click();
  await expect(buyerPage.getByTestId('order-status')).toHaveText('Completed');
  await expect(sellerPage.getByTestId('order-status')).toHaveText('Completed');
  await expect(sellerPage.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // Screens at phone and desktop widths, for a person to look at.
  for (const width of [360, 1280]) {
    await buyerPage.setViewportSize({ width, height: 800 });
    await buyerPage.goto('/messages');
    await expect(buyerPage.getByTestId('conversation-card')).toHaveCount(1);
    await buyerPage.screenshot({ path: `/tmp/g-screens/messages-${width}.png`, fullPage: true });
    await buyerPage.goto(conversationUrl);
    await expect(buyerPage.getByTestId('message')).toHaveCount(2);
    await buyerPage.screenshot({ path: `/tmp/g-screens/conversation-${width}.png`, fullPage: true });
    await buyerPage.goto('/orders');
    await expect(buyerPage.getByTestId('order-card')).toHaveCount(1);
    await buyerPage.screenshot({ path: `/tmp/g-screens/orders-${width}.png`, fullPage: true });
  }
});

test('visitors are sent to sign in; a new user sees the empty states', async ({ page: visitor, buyerPage: page }) => {
  await visitor.goto('/messages');
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.goto('/orders');
  await expect(visitor).toHaveURL(/\/login$/);

  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await page.goto('/orders');
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByText('Find a trip and press Request space (or Make Offer and agree the details in chat): when the courier accepts, your order appears here.')).toBeVisible();
  await page.getByRole('link', { name: 'Explore Gigs' }).click();
  await expect(page).toHaveURL(/\/gigs$/);
});

test('loading skeletons and error states of the three screens', async ({ buyerPage: page }) => {

  // Hold the list call to see the five skeleton cards, then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/conversations', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/messages');
  await expect(page.getByTestId('conversation-skeleton')).toHaveCount(5);
  release();
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByTestId('conversation-skeleton')).toHaveCount(0);
  await page.unroute('**/api/conversations');

  const fail = { status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'nope' }) };
  await page.route('**/api/conversations', (route) => route.fulfill(fail));
  await page.goto('/messages');
  await expect(page.getByText('Failed to load conversations')).toBeVisible();
  await expect(page.getByText('Please try refreshing the page')).toBeVisible();

  let releaseThread!: () => void;
  const heldThread = new Promise<void>((resolve) => (releaseThread = resolve));
  await page.route('**/api/messages/*', async (route) => {
    await heldThread;
    await route.fulfill(fail);
  });
  await page.goto(`/message/${'a'.repeat(24)}`);
  await expect(page.getByTestId('message-skeleton')).toHaveCount(3);
  releaseThread();
  await expect(page.getByText('Failed to load messages')).toBeVisible();
  await expect(page.getByText('Please try refreshing the page')).toBeVisible();

  await page.route('**/api/orders', (route) => route.fulfill(fail));
  await page.goto('/orders');
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
  await expect(page.getByText("We couldn't load your orders. Please try again later.")).toBeVisible();
});

test('a thread about two listings says which part was about which', async ({ buyerPage, sellerPage, seller }) => {
  const firstTitle = `Shenzhen to Lagos ${seller.username}`;
  const secondTitle = `Yiwu to Nairobi ${seller.username}`;
  const first = await postGig(sellerPage, { title: firstTitle });
  const second = await postGig(sellerPage, { title: secondTitle });

  for (const [gigId, text] of [
    [first, 'Is there room to Lagos?'],
    [second, 'And to Nairobi next month?'],
  ] as const) {
    await buyerPage.goto(`/gig/${gigId}`);
    await buyerPage.getByRole('button', { name: 'Chat Now' }).click();
    await expect(buyerPage).toHaveURL(/\/message\/[0-9a-f]+$/);
    await messageBox(buyerPage).fill(text);
    await messageBox(buyerPage).press('Enter');
    await expect(buyerPage.getByTestId('message').filter({ hasText: text })).toBeVisible();
  }

  // The courier opens the one thread: the header names the latest listing, each part names its own.
  await sellerPage.goto(buyerPage.url());
  await expect(sellerPage.getByTestId('message-listing')).toHaveCount(2);

  // The buyer opens the chat from the first gig again without writing: the courier's open thread says
  // at once what a reply will be about.
  await buyerPage.goto(`/gig/${first}`);
  await buyerPage.getByRole('button', { name: 'Chat Now' }).click();
  await expect(sellerPage.getByTestId('conversation-listing')).toContainText(firstTitle);
  await buyerPage.goto(`/gig/${second}`);
  await buyerPage.getByRole('button', { name: 'Chat Now' }).click();
  await expect(sellerPage.getByTestId('conversation-listing')).toContainText(secondTitle);
  await expect(sellerPage.getByTestId('message-listing')).toHaveText([`About the gig: ${firstTitle}`, `About the gig: ${secondTitle}`]);
  await sellerPage.getByTestId('message-listing').first().getByRole('link').click();
  await expect(sellerPage).toHaveURL(new RegExp(`/gig/${first}$`));
  await sellerPage.goBack();
  await expect(sellerPage.getByTestId('message')).toHaveCount(2);
  await shoot(sellerPage, 'thread-two-listings');
});
