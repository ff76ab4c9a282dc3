import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/messages';
import { orderRef } from '../packages/shared/src/rules/short-id';
import { expect, postGig, test } from './fixtures';

// The booking loop of issue 10 as two people, each in their own browser context: the buyer asks for
// space, the courier sees the badge and accepts less than asked, the buyer sees it live with the
// delivery code, the courier marks the parcel picked up (decision 1701: the buyer can no longer
// cancel), completes the order with the code, and the buyer's review is verified.

const PRICE_PER_KG_RMB = 100;

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 850 });
    await page.screenshot({ path: `/tmp/g-screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** One order card, on a phone (360 px) and a desktop. */
async function shootCard(page: Page, card: Locator, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 850 });
    await card.screenshot({ path: `/tmp/g-screens/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('request 3 kg, the courier accepts 2 kg, completes with the code, and the review is a verified booking', async ({
  buyer,
  buyerPage,
  seller,
  sellerPage,
}) => {
  const gigTitle = `Yiwu to Lagos ${seller.username}`;
  const gigId = await postGig(sellerPage, { title: gigTitle, availableSpace: 20, priceRMB: PRICE_PER_KG_RMB });
  await sellerPage.goto('/');
  await expect(sellerPage.getByTestId('requests-badge')).toHaveCount(0);

  // The buyer asks for 3 kg; the form prices it before sending.
  await buyerPage.goto(`/gig/${gigId}`);
  await expect(buyerPage.getByRole('button', { name: MESSAGES.makeOffer })).toBeVisible();
  await buyerPage.getByRole('button', { name: MESSAGES.requestSpace }).click();
  // The form takes the focus where it opens (below the fold on a phone), and gives it on when it goes.
  await expect(buyerPage.getByLabel(/How much space\?/)).toBeFocused();
  await buyerPage.getByRole('button', { name: MESSAGES.sendRequest }).click();
  await expect(buyerPage.getByText(MESSAGES.quantityPositive)).toBeVisible();
  await buyerPage.getByLabel(/How much space\?/).fill('3');
  await expect(buyerPage.getByTestId('request-cost')).toHaveText('¥300 ≈ $42');
  await buyerPage.getByLabel('What are you sending?').fill('Two boxes of clothes and school books');
  await buyerPage.getByRole('button', { name: MESSAGES.sendRequest }).click();
  await expect(buyerPage.getByText(MESSAGES.requestDeclarationRequired)).toBeVisible();
  await buyerPage.getByLabel(/My parcel holds none of the prohibited items/).check();
  await expect(buyerPage.getByText(MESSAGES.requestDeclarationRequired)).toHaveCount(0);
  await shoot(buyerPage, 'request-form');
  await buyerPage.getByRole('button', { name: MESSAGES.sendRequest }).click();
  const mine = buyerPage.getByTestId('request-card');
  await expect(mine.getByTestId('request-status')).toHaveText('Pending');
  await expect(mine.getByTestId('request-quantity')).toHaveText('3 kg');
  await expect(buyerPage.getByRole('heading', { name: 'Your request' })).toBeFocused();
  await expect(buyerPage.getByText(MESSAGES.requestSent)).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: MESSAGES.withdrawRequest })).toBeVisible();

  // The courier's badge counts it live; the Requests page offers Accept with the quantity prefilled.
  await expect(sellerPage.getByTestId('requests-badge')).toContainText('1');
  // On the listing the owner sees requests first; the buyer is not offered a second time below.
  await sellerPage.goto(`/gig/${gigId}`);
  await expect(sellerPage.getByRole('heading', { name: 'Requests (1)' })).toBeVisible();
  await expect(sellerPage.getByRole('heading', { name: 'Accept an offer' })).toHaveCount(0);
  await shoot(sellerPage, 'owner-requests');
  await sellerPage.getByRole('link', { name: /^Requests/ }).click();
  await expect(sellerPage).toHaveURL(/\/requests$/);
  const received = sellerPage.getByRole('region', { name: /Received/ }).getByTestId('request-card');
  await expect(received).toContainText('Two boxes of clothes and school books');
  await expect(received).toContainText(buyer.username);
  const quantity = received.getByLabel(/Quantity in kg to accept/);
  await expect(quantity).toHaveValue('3');
  await shoot(sellerPage, 'requests-received');
  await quantity.fill('2');
  await received.getByRole('button', { name: `Accept ${buyer.username}'s request` }).click();
  await expect(received.getByTestId('request-status')).toHaveText('Accepted');
  await expect(received).toBeFocused();
  await expect(sellerPage.getByTestId('requests-badge')).toHaveCount(0);

  // The buyer sees the answer live, then the order with its timeline and delivery code.
  await expect(buyerPage.getByTestId('last-request')).toContainText('3 kg · Accepted');
  await buyerPage.getByRole('link', { name: 'see your order' }).click();
  await expect(buyerPage).toHaveURL(/\/orders$/);
  const buyerOrder = buyerPage.getByTestId('order-card').filter({ hasText: gigTitle });
  await expect(buyerOrder).toContainText('2 kg');
  const codeBox = buyerOrder.getByTestId('delivery-code');
  await expect(codeBox).toBeVisible();
  const code = (await codeBox.locator('strong').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await expect(buyerOrder.getByTestId('order-timeline')).toContainText('Requested');
  await expect(buyerOrder.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await shoot(buyerPage, 'order-with-code');

  // The courier never sees the code. Once the buyer hands the parcel over, the courier marks it
  // picked up: the buyer sees it live, and from then on only the courier can cancel (decision 1701).
  await sellerPage.goto('/orders');
  const sellerOrder = sellerPage.getByTestId('order-card').filter({ hasText: gigTitle });
  await expect(sellerOrder.getByTestId('delivery-code')).toHaveCount(0);
  const pickUp = sellerOrder.getByRole('button', { name: MESSAGES.markPickedUp });
  await expect(pickUp).toHaveAccessibleDescription(MESSAGES.markPickedUpHint('parcel'));
  await shootCard(sellerPage, sellerOrder, 'order-seller-before-pickup');
  // It asks first, saying what follows (decision 2204); Escape changes nothing and gives the focus back.
  await pickUp.click();
  const asked = sellerPage.getByRole('dialog', { name: MESSAGES.pickUpConfirmTitle });
  await expect(asked).toHaveAccessibleDescription(MESSAGES.pickUpConfirmBody('parcel'));
  await sellerPage.keyboard.press('Escape');
  await expect(asked).toHaveCount(0);
  await expect(pickUp).toBeFocused();
  await pickUp.click();
  await asked.getByRole('button', { name: MESSAGES.markPickedUp }).click();
  await expect(sellerPage.getByText(MESSAGES.markedPickedUp)).toBeVisible();
  await expect(sellerOrder).toBeFocused();
  await expect(pickUp).toHaveCount(0);
  await expect(sellerOrder.getByTestId('order-timeline')).toContainText(MESSAGES.pickedUpStep);
  await expect(sellerOrder.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await shootCard(sellerPage, sellerOrder, 'order-seller-picked-up');

  await expect(buyerOrder.getByTestId('order-timeline')).toContainText(MESSAGES.pickedUpStep);
  await expect(buyerOrder.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(buyerOrder.getByTestId('picked-up-note')).toHaveText(MESSAGES.pickedUpBuyerNote);
  await expect(buyerOrder.getByTestId('picked-up-status')).toContainText(`${seller.username} has had your parcel since`);
  await shootCard(buyerPage, buyerOrder, 'order-buyer-picked-up');
  const orderId = (await buyerOrder.getAttribute('id'))!.replace(/^order-/, '');
  const refused = await buyerPage.request.post(`/api/orders/${orderId}/cancel`);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.orderPickedUpNoCancel);

  // The courier completes the order by typing the buyer's code at hand-over. The refusal of a wrong
  // one wraps within the action column: the title, facts and timeline beside it keep their width.
  const codeField = sellerOrder.getByLabel("Buyer's delivery code");
  const columns = () => sellerOrder.evaluate((card) => Array.from(card.children).map((column) => Math.round(column.getBoundingClientRect().width)));
  const columnsBefore = await columns();
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await sellerOrder.getByRole('button', { name: 'Complete with code' }).click();
  await expect(sellerOrder.getByRole('alert')).toHaveText(MESSAGES.deliveryCodeWrong);
  expect(await columns()).toEqual(columnsBefore);
  await shootCard(sellerPage, sellerOrder, 'order-seller-wrong-code');
  // Typed as the buyer reads it out, with a space: all six digits go in.
  await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(codeField).toHaveValue(code);
  await sellerOrder.getByRole('button', { name: 'Complete with code' }).click();
  await expect(sellerOrder.getByTestId('order-status')).toHaveText('Completed');
  await expect(sellerOrder).toBeFocused();
  // The form went with the completion; its toast still says so (it was lost with the form).
  await expect(sellerPage.getByText('Code accepted. Order completed.')).toBeVisible();

  // Both see 'Completed'; the buyer reviews from the order and the review is a verified booking.
  await expect(buyerOrder.getByTestId('order-status')).toHaveText('Completed');
  await expect(buyerOrder.getByTestId('delivery-code')).toHaveCount(0);
  await buyerOrder.getByRole('button', { name: `Review ${seller.username}` }).click();
  await buyerOrder.getByLabel('5 stars').check({ force: true });
  await buyerOrder.getByLabel('Your review').fill('Careful with my boxes and right on time.');
  await buyerOrder.getByRole('button', { name: 'Send review' }).click();
  await expect(buyerOrder.getByTestId('order-reviewed')).toContainText(`You reviewed ${seller.username}`);
  await expect(buyerOrder).toBeFocused();
  await buyerPage.goto(`/gig/${gigId}`);
  const review = buyerPage.getByRole('listitem').filter({ hasText: 'Careful with my boxes and right on time.' });
  await expect(review.getByText('Verified booking')).toBeVisible();
});

test("a request whose order was cancelled says so on the courier's requests, live (decision 1506)", async ({ buyerPage, seller, sellerPage }) => {
  const gigId = await postGig(sellerPage, { title: `Cancelled later ${seller.username}` });
  const asked = await buyerPage.request.post(`/api/gigs/${gigId}/requests`, { data: { quantity: 2, description: 'Two boxes of books', declaration: true } });
  const request = (await asked.json()) as { _id: string };
  const order = (await (await sellerPage.request.post(`/api/requests/${request._id}/accept`)).json()) as { _id: string };

  await sellerPage.setViewportSize({ width: 360, height: 740 });
  await sellerPage.goto('/requests');
  const card = sellerPage.getByTestId('request-card').first();
  await expect(card).toContainText(`Accepted: the order ${orderRef(order._id)} is in Orders.`);
  expect((await buyerPage.request.post(`/api/orders/${order._id}/cancel`)).ok()).toBe(true);
  await expect(card.getByTestId('request-order-cancelled')).toHaveText('Accepted, then the order was cancelled: see it in Orders.');
});

test('an accepted offer tells the buyer; a problem reported from the order puts it under review and links it in the console; a suspended courier is said on the card (decision 2204)', async ({
  adminPage,
  buyer,
  buyerPage,
  seller,
  sellerPage,
}) => {
  const title = `Offer to Kumasi ${seller.username}`;
  const gigId = await postGig(sellerPage, { title });
  expect((await buyerPage.request.post(`/api/gigs/${gigId}/interest`)).ok()).toBe(true);
  const accepted = await sellerPage.request.post(`/api/gigs/${gigId}/accept`, { data: { userId: buyer._id, quantity: 2 } });
  expect(accepted.status()).toBe(201);
  const orderId = ((await accepted.json()) as { _id: string })._id;

  // The buyer hears of it as of an accepted request.
  await buyerPage.goto('/notifications');
  await expect(buyerPage.getByRole('main').getByText(`${seller.username} accepted your offer: 2 kg on "${title}". Your delivery code is in Orders.`)).toBeVisible();

  // Report a problem from the order: about the courier, with the order; both cards say it is under review.
  await buyerPage.goto('/orders');
  await sellerPage.goto('/orders');
  const buyerOrder = buyerPage.getByTestId('order-card').filter({ hasText: title });
  const sellerOrder = sellerPage.getByTestId('order-card').filter({ hasText: title });
  await expect(buyerOrder.getByTestId('order-review')).toHaveCount(0);
  await buyerOrder.getByRole('button', { name: MESSAGES.reportProblem }).click();
  const dialog = buyerPage.getByRole('dialog', { name: MESSAGES.reportProblem });
  await dialog.getByLabel('Scam or fraud').check();
  await dialog.getByLabel('Details (optional)').fill('Asked me to pay outside SpaceShare.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you. Your report was sent to our team');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(buyerOrder.getByTestId('order-review')).toHaveText(MESSAGES.orderUnderReview);
  await expect(sellerOrder.getByTestId('order-review')).toHaveText(MESSAGES.orderUnderReview);

  // The console's disputed order links its report, and the report its order.
  await adminPage.goto('/admin?tab=orders');
  const row = adminPage.getByTestId('admin-order').filter({ hasText: title });
  await row.getByRole('link', { name: `Report by ${buyer.username}: Scam or fraud` }).click();
  const report = adminPage.getByTestId('report').filter({ hasText: 'Asked me to pay outside SpaceShare.' });
  await report.getByRole('link', { name: `order ${orderRef(orderId)}` }).click();
  await expect(adminPage.getByTestId('admin-order')).toHaveCount(1);
  await expect(adminPage.getByTestId('admin-order')).toContainText(title);

  // The number on the buyer's card finds the order in the console, as a buyer would quote it (decision 2453).
  const number = (await buyerOrder.getByTestId('order-ref').textContent())!;
  expect(number).toBe(orderRef(orderId));
  await adminPage.goto('/admin?tab=orders&filter=all');
  await adminPage.getByRole('searchbox', { name: 'Search orders' }).fill(number.toLowerCase());
  await adminPage.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await expect(adminPage.getByTestId('admin-order').filter({ hasText: title }).getByTestId('admin-order-ref')).toHaveText(number);

  // The courier is suspended: the buyer's card says so and what comes next; Contact says why it cannot.
  expect((await adminPage.request.post(`/api/admin/users/${seller._id}/suspend`, { data: { reason: 'Payments outside the platform' } })).ok()).toBe(true);
  await buyerPage.reload();
  await expect(buyerOrder.getByTestId('order-review')).toHaveText(MESSAGES.orderOtherSuspended(seller.username));
  await expect(buyerOrder.getByTestId('delivery-code')).toHaveCount(0);
  await buyerOrder.getByRole('button', { name: /^Contact/ }).click();
  await expect(buyerPage.getByRole('alert').filter({ hasText: MESSAGES.orderPartyUnavailable })).toBeVisible();
  await expect(buyerPage).toHaveURL(/\/orders$/);
});
