import type { Page } from '@playwright/test';
import { expect, postGig, test } from './fixtures';

// Issue 13, "Smooth for keyboard and screen-reader users" and the chat items of "Smooth on every
// screen": focus after navigation, focus kept on pending buttons, the folded menu's focus trap, the
// focus ring on dark areas, form errors tied to fields, and the thread (log, listing, retry, days).

/** Screenshots at phone and desktop widths, for a person to look at; leaves the page at 1280. */
async function shoot(page: Page, name: string, fullPage = true) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/g-screens/${name}-${width}.png`, fullPage });
  }
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

/** Holds every request to `url` until `release()`, so a pending state can be looked at. */
async function holdRequests(page: Page, url: string | RegExp, method = 'POST') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  });
  return release;
}

test('each new page takes the focus on its h1; not the first load, not a query change', async ({ page, sellerPage }) => {
  const title = `Focus check gig ${Date.now()}`;
  await postGig(sellerPage, { title, departureCity: 'Shanghai', destinationCity: 'Nairobi' });

  await page.goto('/');
  await expect(h1(page)).toBeVisible();
  // The first load leaves the focus where the browser puts it.
  expect(await focusedTag(page)).toBe('BODY');

  // A navbar link: the navbar stays, the focus moves to the new page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore Luggage' }).click();
  await expect(h1(page)).toHaveText('Find the best Luggage Share for your goods');
  await expect(h1(page)).toBeFocused();
  await expect(h1(page)).toHaveAttribute('tabindex', '-1');

  // A search changes only the query string: the focus stays in the search box.
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill(title);
  await search.press('Enter');
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.waitForTimeout(700);
  await expect(search).toBeFocused();

  // A card's link: the detail page's h1 is its title, drawn once the listing has loaded.
  await page.getByRole('link', { name: title }).click();
  await expect(h1(page)).toHaveText(title);
  await expect(h1(page)).toBeFocused();
  await shoot(page, 'focus-gig-h1', false);

  // Back to the list with the page's own link.
  await page.getByRole('link', { name: /^← / }).first().click();
  await expect(h1(page)).toHaveText('Find the best Luggage Share for your goods');
  await expect(h1(page)).toBeFocused();

  // Pages outside the main layout too.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(h1(page)).toHaveText('Create your account');
  await expect(h1(page)).toBeFocused();
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(h1(page)).toHaveText('Welcome back');
  await expect(h1(page)).toBeFocused();
});

test('Sign in and Make Offer keep the focus while pending', async ({ page, buyer, sellerPage }) => {
  const gigId = await postGig(sellerPage);

  await page.goto('/login');
  await page.getByLabel('Username').fill(buyer.username);
  await page.getByLabel('Password').fill(buyer.password);
  const release = await holdRequests(page, '**/api/auth/login');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await signIn.focus();
  await page.keyboard.press('Enter');
  const pending = page.getByRole('button', { name: 'Signing in...' });
  await expect(pending).toBeFocused();
  await expect(pending).toHaveAttribute('aria-disabled', 'true');
  // A second Enter while pending sends nothing more.
  await page.keyboard.press('Enter');
  release();
  // Signed in, the home page takes the focus on its h1.
  await expect(page).toHaveURL(/\/$/);
  await expect(h1(page)).toBeFocused();

  await page.goto(`/gig/${gigId}`);
  const releaseOffer = await holdRequests(page, /\/api\/gigs\/[^/]+\/interest$/);
  await page.getByRole('button', { name: 'Make Offer' }).focus();
  await page.keyboard.press('Enter');
  const saving = page.getByRole('button', { name: 'Saving...' });
  await expect(saving).toBeFocused();
  await expect(saving).toHaveAttribute('aria-disabled', 'true');
  releaseOffer();
  await expect(page.getByRole('button', { name: /Interested/ })).toBeFocused();
});

test('the folded menu keeps Tab inside it and Escape returns to the toggle', async ({ buyerPage: page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/g-screens/menu-open-390.png' });

  const inMenu = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return !!el && (el.closest('nav[aria-label="Main"]') !== null || el.getAttribute('aria-label') === 'Menu');
    });
  const seen = new Set<string>();
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    expect(await inMenu(), `Tab ${i + 1} stays in the menu`).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
  }
  // It went round: the toggle and the links, nothing else.
  expect(seen.size).toBeGreaterThan(4);
  await toggle.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await inMenu()).toBe(true);
  await expect(toggle).not.toBeFocused();

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('focus rings on dark areas are pale yellow, on light ones blue; the navbar leaves room when tabbing back', async ({ page }) => {
  await page.goto('/about');
  // The page's own code arrives after the layout: tabbing before it is drawn would race its links.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link').first();
  await footerLink.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(footerLink).toBeFocused();
  expect(await footerLink.evaluate((el) => getComputedStyle(el).outlineColor)).toBe('rgb(255, 224, 138)');
  await page.screenshot({ path: '/tmp/g-screens/focus-footer-1280.png' });

  await page.goto('/');
  const chip = page.getByRole('link', { name: /China to Kenya/ }).or(page.getByRole('button', { name: /China to Kenya/ })).first();
  // Scroll down, then come back to the chip with Shift+Tab: it stops below the sticky navbar.
  await page.mouse.wheel(0, 1500);
  await chip.focus();
  await page.keyboard.press('Tab');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.keyboard.press('Shift+Tab');
  await expect(chip).toBeFocused();
  const top = await chip.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(64);
  expect(await chip.evaluate((el) => getComputedStyle(el).outlineColor)).toBe('rgb(255, 224, 138)');

  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe('72px');
});

test('a refused sign-in marks both fields invalid and points them at the message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const error = page.getByRole('alert');
  await expect(error).toHaveText('Invalid username or password');
  for (const label of ['Username', 'Password']) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Invalid username or password');
  }
  await shoot(page, 'login-error');
});

test('the thread: an h1, a labelled log, the listing it is about, and a retry for a failed send', async ({ seller, buyerPage: page, sellerPage }) => {
  const title = `Chat about ${seller.username}`;
  const gigId = await postGig(sellerPage, { title });

  await page.goto(`/gig/${gigId}`);
  // Chat Now means to write: the thread opens with the focus in its box (decision 2314), by key too.
  await page.getByRole('button', { name: 'Chat Now' }).press('Enter');
  await expect(page).toHaveURL(/\/message\/[0-9a-f]+$/);
  await expect(h1(page)).toHaveText(`Chat with ${seller.username}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toBeVisible();
  await expect(log).toHaveAttribute('tabindex', '0');

  const about = page.getByTestId('conversation-listing');
  await expect(about).toHaveText(`About the gig: ${title}`);
  await expect(about.getByRole('link', { name: title })).toHaveAttribute('href', `/gig/${gigId}`);

  // The first send fails (a 500, which is not tried again by itself, decision 2301): the draft comes
  // back with a retry note.
  let failed = false;
  await page.route('**/api/messages', async (route) => {
    if (route.request().method() === 'POST' && !failed) {
      failed = true;
      return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
    }
    return route.fallback();
  });
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Is the 5 kg still free?');
  await box.press('Enter');
  const retry = page.getByRole('button', { name: 'Not sent, tap to retry' });
  await expect(retry).toBeVisible();
  await expect(box).toHaveValue('Is the 5 kg still free?');
  await expect(page.getByTestId('message')).toHaveCount(0);
  await shoot(page, 'chat-retry', false);

  await retry.click();
  await expect(page.getByTestId('message')).toHaveCount(1);
  await expect(page.getByTestId('message').first()).toContainText('Is the 5 kg still free?');
  await expect(retry).toHaveCount(0);
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('day-separator')).toHaveText(['Today']);

  // The conversation card names the listing too.
  await page.getByRole('link', { name: '← Back to Messages' }).click();
  await expect(h1(page)).toBeFocused();
  const card = page.getByTestId('conversation-card');
  await expect(card.getByTestId('conversation-listing')).toHaveText(`About the gig: ${title}`);
  await shoot(page, 'messages-listing', false);
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/gig/${gigId}`);
});

test('a thread opened from the list: h1, then "Skip to message box"; the Report buttons are one Tab stop, moved along by the arrows (decision 2314)', async ({ buyer, buyerPage: page, sellerPage }) => {
  const res = await sellerPage.request.post('/api/conversations', { data: { to: buyer._id } });
  const { id } = (await res.json()) as { id: string };
  for (const desc of ['First question', 'Second question', 'Third question']) {
    expect((await sellerPage.request.post('/api/messages', { data: { conversationId: id, desc } })).ok()).toBe(true);
  }

  await page.goto('/messages');
  await page.getByTestId('conversation-card').getByRole('link', { name: /^Open conversation with/ }).press('Enter');
  await expect(page).toHaveURL(`/message/${id}`);
  // Opened by navigation: the pages' rule, the h1 (decision 1302); the next Tab is the way to the box.
  await expect(h1(page)).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to message box' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(`/message/${id}`);

  // Three messages received, three Report buttons, one stop of Tab: the latest message's, just before the box.
  const reports = page.getByRole('button', { name: /^Report message sent at/ });
  await expect(reports).toHaveCount(3);
  await expect(page.locator('button[data-report][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await expect(reports.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(reports.nth(1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(reports.nth(0)).toBeFocused();
  await page.keyboard.press('End');
  await expect(reports.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  // The one last used keeps the Tab stop: Shift+Tab leaves the set, Tab comes back to it.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('log', { name: 'Messages' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reports.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reports.nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
});

test('a thread that spans days shows a separator where the day changes', async ({ demoCourierPage: page }) => {
  // The demo seed backdates its demo ↔ courier chat: two messages three days ago, one yesterday, two today.
  await page.goto('/messages');
  await page.getByTestId('conversation-card').filter({ hasText: 'demo' }).getByRole('link', { name: /Open conversation with demo/ }).click();
  await expect(page.getByTestId('message')).toHaveCount(5);
  const days = page.getByTestId('day-separator');
  await expect(days).toHaveCount(3);
  await expect(days.nth(1)).toHaveText('Yesterday');
  await expect(days.nth(2)).toHaveText('Today');
  await expect(days.nth(0)).toHaveText(/\d{4}/);
  // The separators are headings under the page's h1, in the log.
  await expect(page.getByRole('log', { name: 'Messages' }).getByRole('heading', { level: 2 })).toHaveCount(3);
  await expect(page.getByTestId('conversation-listing')).toContainText('About the gig:');
  await shoot(page, 'chat-days', false);
});

test('a button that goes once used hands the focus on: Edit Profile, Mark as read, Mark all read (decision 1506)', async ({ buyer, buyerPage: page, sellerPage }) => {
  // Edit Profile: the button gives way to the form, whose first field takes the focus.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Bio' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // An unread thread and its notification.
  const res = await sellerPage.request.post('/api/conversations', { data: { to: buyer._id } });
  const { id } = (await res.json()) as { id: string };
  expect((await sellerPage.request.post('/api/messages', { data: { conversationId: id, desc: 'Hello, is the parcel ready?' } })).ok()).toBe(true);

  // Mark as read: the keyboard stays on the card, at its link.
  await page.goto('/messages');
  const card = page.getByTestId('conversation-card').first();
  await card.getByRole('button', { name: /Mark as read/ }).press('Enter');
  await expect(card.getByRole('link', { name: /^Open conversation with/ })).toBeFocused();

  // Mark all read on /notifications: the first notification takes the focus.
  expect((await sellerPage.request.post('/api/messages', { data: { conversationId: id, desc: 'One more thing' } })).ok()).toBe(true);
  await page.goto('/notifications');
  await page.getByRole('main').getByRole('button', { name: 'Mark all read' }).press('Enter');
  await expect(page.getByRole('main').getByTestId('notification').first()).toBeFocused();
});
