import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/messages';
import { expect, postGig, test } from './fixtures';

// Reviews you can trust (decision 2203): 'Verified booking' is what a review was when written, the
// completed order asks again for a review written before it, and a reported review can be hidden by
// an operator (and restored) from the console's reports.

/** With E2E_SHOTS set, the page (or one part of it) at 360 and 1280 px, into that folder. */
async function shoot(page: Page, name: string, part?: Locator) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (part) await part.screenshot({ path: `${dir}/${name}-${width}.png` });
    else await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a review written before any booking is no verified booking; the completed order asks to update it', async ({ buyerPage, seller, sellerPage }) => {
  const title = `Guangzhou to Accra ${seller.username}`;
  const gigId = await postGig(sellerPage, { title });

  // The buyer reviews the courier before any contact: a plain review.
  await buyerPage.goto(`/gig/${gigId}`);
  await buyerPage.getByLabel('5 stars').check({ force: true });
  await buyerPage.getByLabel('Your review').fill('Answers fast and looks reliable.');
  await buyerPage.getByRole('button', { name: 'Send review' }).click();
  const early = buyerPage.getByTestId('review').filter({ hasText: 'Answers fast and looks reliable.' });
  await expect(early).toBeVisible();
  await expect(early.getByText('Verified booking')).toHaveCount(0);

  // Then a booking, delivered and confirmed.
  const asked = await buyerPage.request.post(`/api/gigs/${gigId}/requests`, { data: { quantity: 2, description: 'Two boxes of books', declaration: true } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const accepted = await sellerPage.request.post(`/api/requests/${((await asked.json()) as { _id: string })._id}/accept`);
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const orderId = ((await accepted.json()) as { _id: string })._id;
  expect((await sellerPage.request.post(`/api/orders/${orderId}/deliver`)).ok()).toBe(true);
  expect((await buyerPage.request.post(`/api/orders/${orderId}/confirm`)).ok()).toBe(true);

  // The old review is still no verified booking, and the order card asks for this delivery's review.
  await buyerPage.goto(`/gig/${gigId}`);
  await expect(early).toBeVisible();
  await expect(early.getByText('Verified booking')).toHaveCount(0);
  await buyerPage.goto('/orders');
  const card = buyerPage.getByTestId('order-card').filter({ hasText: title });
  await expect(card.getByTestId('order-status')).toHaveText('Completed');
  await expect(card.getByTestId('order-reviewed')).toHaveCount(0);
  await expect(card.getByTestId('order-review-earlier')).toContainText(`Your review of ${seller.username} was written before this order`);
  await shoot(buyerPage, 'order-card-update-review', card);
  await card.getByRole('button', { name: 'Update your review' }).click();
  await expect(card.getByRole('heading', { name: `Update your review of ${seller.username}` })).toBeFocused();
  await card.getByLabel('4 stars').check({ force: true });
  await card.getByRole('textbox', { name: 'Your review' }).fill('Delivered both boxes on time.');
  await shoot(buyerPage, 'order-card-update-review-form', card);
  await card.getByRole('button', { name: 'Send review' }).click();
  await expect(card.getByTestId('order-reviewed')).toContainText(`You reviewed ${seller.username}`);
  await shoot(buyerPage, 'order-card-reviewed', card);

  await buyerPage.goto(`/gig/${gigId}`);
  const verified = buyerPage.getByTestId('review').filter({ hasText: 'Delivered both boxes on time.' });
  await expect(verified.getByText('Verified booking')).toBeVisible();
  await shoot(buyerPage, 'gig-reviews-verified');
});

test('a courier reports a review; an operator hides it from the queue and restores it, and its author sees it hidden meanwhile', async ({
  adminPage,
  buyer,
  buyerPage,
  seller,
  sellerPage,
}) => {
  const title = `Shenzhen to Lagos ${seller.username}`;
  const gigId = await postGig(sellerPage, { title });
  const text = `Cheap watches, write to ${buyer.username}`;
  const posted = await buyerPage.request.post('/api/reviews', { data: { sellerId: seller._id, desc: text, star: 1 } });
  expect(posted.status(), await posted.text()).toBe(201);

  // The courier reports it from the gig page; the author has no Report on their own review.
  await sellerPage.goto(`/gig/${gigId}`);
  const review = sellerPage.getByTestId('review').filter({ hasText: text });
  await expect(sellerPage.getByText('(1 review)')).toBeVisible();
  await shoot(sellerPage, 'gig-reviews-report-button');
  await review.getByRole('button', { name: `Report the review by ${buyer.username}` }).click();
  const dialog = sellerPage.getByRole('dialog', { name: 'Report this review' });
  await expect(dialog.getByLabel('Prohibited item')).toHaveCount(0);
  await dialog.getByLabel('Spam').check();
  await shoot(sellerPage, 'review-report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you. Your report was sent to our team');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await buyerPage.goto(`/gig/${gigId}`);
  await expect(buyerPage.getByTestId('review').filter({ hasText: text })).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: /^Report the review/ })).toHaveCount(0);

  // The operator hides it with the same action row as a listing report.
  await adminPage.goto('/admin?tab=reports');
  const report = adminPage.getByTestId('report').filter({ hasText: text });
  await expect(report).toContainText('Spam');
  await expect(report.getByRole('link', { name: text })).toHaveAttribute('href', `/profile/${seller._id}`);
  await shoot(adminPage, 'admin-review-report');
  // Confirmed with a reason, as every removal is (decision 2202).
  await report.getByRole('button', { name: 'Remove' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Remove this review?' });
  await expect(confirm).toContainText("Hides the review");
  await confirm.getByLabel('Reason').fill('Advertising');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(report).toHaveCount(0);

  // Gone from the list and the star count; its author sees it as hidden by SpaceShare, and no form.
  await sellerPage.goto(`/gig/${gigId}`);
  await expect(sellerPage.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
  await expect(sellerPage.getByText(text)).toHaveCount(0);
  await expect(sellerPage.getByText('(1 review)')).toHaveCount(0);
  await buyerPage.goto(`/gig/${gigId}`);
  const hidden = buyerPage.getByTestId('my-review-hidden');
  await expect(hidden).toContainText('Hidden by SpaceShare');
  await expect(hidden).toContainText(MESSAGES.reviewHiddenByOperator);
  await expect(buyerPage.getByRole('button', { name: 'Update review' })).toHaveCount(0);
  await shoot(buyerPage, 'gig-my-review-hidden', hidden);

  // Restored from the resolved report: back in the list and the count.
  await adminPage.getByLabel('Show').selectOption('resolved');
  const resolved = adminPage.getByTestId('report').filter({ hasText: text });
  await shoot(adminPage, 'admin-review-report-resolved');
  await resolved.getByRole('button', { name: 'Restore review' }).click();
  // Confirmed like every console action (decision 2202); the note is optional.
  await adminPage.getByRole('dialog', { name: 'Restore this review?' }).getByRole('button', { name: 'Restore review' }).click();
  await expect(adminPage.getByRole('region', { name: 'Notifications' }).locator('[role=status], [role=alert]').first()).toHaveText(/^Review restored/);
  await expect(resolved.getByRole('button', { name: 'Restore review' })).toHaveCount(0);
  await sellerPage.goto(`/gig/${gigId}`);
  await expect(sellerPage.getByTestId('review').filter({ hasText: text })).toBeVisible();
  await expect(sellerPage.getByText('(1 review)')).toBeVisible();

  await adminPage.goto('/admin?tab=audit');
  // In words, named by the review's author (decision 2202), never by its text.
  const entries = adminPage.getByTestId('audit-entry');
  await expect(entries.filter({ hasText: `Hid review by ${buyer.username}` })).toContainText('Advertising');
  await expect(entries.filter({ hasText: `Restored review by ${buyer.username}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: text })).toHaveCount(0);
});
