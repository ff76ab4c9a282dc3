import { expect, postGig, test } from './fixtures';
import { CLS_LIMIT, layoutShift, watchLayoutShift } from './layout-shift-meter';

// Route alerts (decision 1401): a buyer watches the route they searched; the courier's new gig on
// it rings the buyer's bell live, and the buyer manages their alerts on /notifications.

test('a buyer watches a searched route, hears of a new gig on it live, and stops watching', async ({ buyerPage, seller, sellerPage }) => {
  await buyerPage.setViewportSize({ width: 360, height: 740 });
  await buyerPage.goto('/gigs?search=Yiwu%20to%20Kumasi');
  const offer = buyerPage.getByTestId('watch-route');
  await offer.getByRole('button', { name: 'Alert me about new gigs on this route' }).click();
  await expect(offer.getByRole('status')).toHaveText('You get an alert for each new gig on Yiwu to Kumasi. Manage alerts');
  await buyerPage.screenshot({ path: '/tmp/g-screens/route-alert-360.png' });

  // A plain word is no route: nothing is offered.
  await buyerPage.goto('/gigs?search=electronics');
  await expect(buyerPage.getByRole('heading', { name: 'Find the best Luggage Share for your goods' })).toBeVisible();
  await expect(buyerPage.getByTestId('watch-route')).toHaveCount(0);
  await buyerPage.goto('/about');

  // The courier writes the country as its code: the alert still matches.
  const title = `Yiwu to Kumasi ${seller.username}`;
  const gigId = await postGig(sellerPage, { title, departureCountry: 'CN', departureCity: 'Yiwu', destinationCountry: 'Ghana', destinationCity: 'Kumasi' });
  await expect(buyerPage.getByTestId('notification-count')).toHaveText('1');

  await buyerPage.setViewportSize({ width: 1280, height: 800 });
  await buyerPage.goto('/notifications');
  const notification = buyerPage.getByRole('main').getByTestId('notification').filter({ hasText: title });
  await expect(notification).toContainText(`New gig on your route Yiwu to Kumasi: "${title}"`);
  const alerts = buyerPage.getByRole('region', { name: 'Routes you watch' });
  await expect(alerts.getByRole('link', { name: 'Yiwu to Kumasi' })).toHaveAttribute('href', '/gigs?search=Yiwu%20to%20Kumasi');
  await buyerPage.screenshot({ path: '/tmp/g-screens/route-alert-notifications-1280.png', fullPage: true });
  await notification.click();
  await expect(buyerPage).toHaveURL(new RegExp(`/gig/${gigId}$`));

  // Its email can be turned off (decision 1505); the alert stays, and the choice is kept.
  await buyerPage.setViewportSize({ width: 360, height: 740 });
  await buyerPage.goto('/notifications#alerts');
  const emailSwitch = alerts.getByRole('switch', { name: 'Email me about new gigs on Yiwu to Kumasi' });
  await expect(emailSwitch).toHaveAttribute('aria-checked', 'true');
  await emailSwitch.click();
  await expect(buyerPage.getByText('No more emails about Yiwu to Kumasi. New gigs still show here.')).toBeVisible();
  await buyerPage.reload();
  await expect(emailSwitch).toHaveAttribute('aria-checked', 'false');
  await alerts.scrollIntoViewIfNeeded();
  await buyerPage.screenshot({ path: '/tmp/g-screens/route-alert-email-switch-360.png' });
  await alerts.getByRole('button', { name: 'Stop watching Yiwu to Kumasi' }).click();
  await expect(alerts).toContainText('You watch no routes yet.');
});

test('signed out, the alert offer signs in, comes back to the search and saves the alert', async ({ page, buyer }) => {
  await page.goto('/gigs?search=Shenzhen%20to%20Lagos');
  await page.getByRole('button', { name: 'Alert me about new gigs on this route' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(buyer.username);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/gigs\?search=Shenzhen(%20|\+)to(%20|\+)Lagos$/);
  await expect(page.getByTestId('watch-route').getByRole('status')).toContainText('Shenzhen to Lagos');
  const alerts = (await (await page.request.get('/api/alerts')).json()) as Array<{ label: string }>;
  expect(alerts.map((a) => a.label)).toEqual(['Shenzhen to Lagos']);
});

test("an alert email's link to Routes you watch opens at the alerts, below a full list, without shifting the page", async ({ buyerPage, seller, sellerPage }) => {
  await buyerPage.setViewportSize({ width: 360, height: 740 });
  expect((await buyerPage.request.post('/api/alerts', { data: { search: 'Yiwu to Kumasi' } })).ok()).toBe(true);
  // Enough notifications to fill more than a phone's screen above the alerts: new gigs on the route.
  for (let i = 1; i <= 6; i++) {
    await postGig(sellerPage, { title: `Yiwu to Kumasi, trip ${i} ${seller.username}`, departureCountry: 'China', departureCity: 'Yiwu', destinationCountry: 'Ghana', destinationCity: 'Kumasi' });
  }
  await watchLayoutShift(buyerPage);

  // A fresh tab, as from the email: the list loads after the first draw.
  await buyerPage.goto('/notifications#alerts');
  const alerts = buyerPage.getByRole('region', { name: 'Routes you watch' });
  await expect(alerts.getByRole('link', { name: 'Yiwu to Kumasi' })).toBeInViewport();
  await expect(buyerPage.getByRole('main').getByTestId('notification')).toHaveCount(6);
  await expect(alerts.getByRole('link', { name: 'Yiwu to Kumasi' })).toBeInViewport();
  await buyerPage.screenshot({ path: '/tmp/g-screens/route-alerts-link-360.png' });

  // Without the anchor the page opens at the top, and the alerts' arrival below the list moves nothing.
  await buyerPage.goto('/notifications');
  await expect(alerts.getByRole('link', { name: 'Yiwu to Kumasi' })).toBeVisible();
  await buyerPage.waitForTimeout(300);
  expect(await buyerPage.evaluate(() => window.scrollY)).toBe(0);
  expect(await layoutShift(buyerPage)).toBeLessThan(CLS_LIMIT);
});
