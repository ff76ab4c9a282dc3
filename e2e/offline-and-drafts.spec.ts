import type { Page } from '@playwright/test';
import { expect, test, type TestUser } from './fixtures';

// Nobody misses a message (docs/decisions/1803): a page asked for offline keeps the layout and
// comes once online; a message typed after the session ended is back in the box after signing in.

/** Screenshots at phone and desktop sizes, for a person to look at; leaves the page at 1280. */
async function shoot(page: Page, name: string) {
  for (const [width, height] of [[360, 740], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/g-screens/${name}-${width}.png` });
  }
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function openConversation(page: Page, other: TestUser): Promise<string> {
  const res = await page.request.post('/api/conversations', { data: { to: other._id } });
  expect(res.ok(), await res.text()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/message/${id}`);
  await expect(page.getByText('No messages yet')).toBeVisible();
  return id;
}

test('offline: a message waits for the connection, a page that cannot be downloaded keeps the layout, and both arrive once online', async ({ buyerPage: page, seller }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openConversation(page, seller);

  await page.context().setOffline(true);
  await messageBox(page).fill('Sent on the train');
  await messageBox(page).press('Enter');
  const queued = page.getByTestId('message').first();
  await expect(queued).toContainText('Sent on the train');
  await expect(queued.getByTestId('message-waiting')).toHaveText('Waiting for connection…');
  await shoot(page, 'offline-message-waiting');

  await page.getByRole('link', { name: '← Back to Messages' }).click();
  const heading = page.getByRole('heading', { name: 'This page could not be downloaded' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText('You seem to be offline. The page will load by itself once you are back online.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await shoot(page, 'offline-page-error');

  // Back online: the page comes by itself, styled, and the queued message has gone to the courier.
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  const unstyled = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter((link) => !link.sheet || link.sheet.cssRules.length === 0).map((link) => link.href),
  );
  expect(unstyled).toEqual([]);
  await expect(page.getByTestId('conversation-card')).toContainText('Sent on the train');
  // The page's own failure is reported to nobody as a crash.
  expect(errors).toEqual([]);
});

test('a message typed after the session ended is back in the box after signing in again, and a reload keeps a draft', async ({ buyer, buyerPage: page, seller, request }) => {
  const id = await openConversation(page, seller);

  // A reload keeps what was typed.
  await messageBox(page).fill('Can you take 5 kg');
  await page.reload();
  await expect(messageBox(page)).toHaveValue('Can you take 5 kg');

  // The session ends on the server (Sign out everywhere on another device) just as Enter is pressed:
  // the send is answered 401 and the app goes to sign-in.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await page.route(
    '**/api/messages',
    async (route) => {
      const out = await request.post('/api/auth/logout', { headers: { cookie } });
      expect(out.ok(), await out.text()).toBe(true);
      await route.continue();
    },
    { times: 1 },
  );
  const refused = page.waitForResponse((res) => res.url().endsWith('/api/messages') && res.request().method() === 'POST');
  await messageBox(page).press('Control+End');
  await messageBox(page).pressSequentially(' to Accra?');
  await messageBox(page).press('Enter');
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username').fill(buyer.username);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(new RegExp(`/message/${id}$`));
  await expect(messageBox(page)).toHaveValue('Can you take 5 kg to Accra?');
  await expect(page.getByTestId('draft-not-sent')).toHaveText('This message was not sent. It is still here: press Send to send it.');
  await expect(page.getByText('No messages yet')).toBeVisible();
  await shoot(page, 'draft-restored');

  // The draft goes once the send's answer is in; the live echo can mark the bubble sent a moment
  // before it, so the reload below waits for the draft to go (a reload in between offers the message
  // again, and sending it again answers the same message: decision 2301).
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/messages') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByTestId('message').first()).toContainText('Can you take 5 kg to Accra?');
  await expect(messageBox(page)).toHaveValue('');
  await expect(page.getByTestId('draft-not-sent')).toHaveCount(0);
  // Sent, the draft is gone: a reload opens an empty box.
  await expect(page.getByTestId('message').first()).not.toHaveClass(/pending/);
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('spaceshare:draft:')))).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('message')).toHaveCount(1);
  await expect(messageBox(page)).toHaveValue('');
});

test('a send whose answer was lost is tried again by itself and makes one message, for both people (decision 2301)', async ({ buyerPage: page, seller, sellerPage }) => {
  const id = await openConversation(page, seller);
  await sellerPage.goto(`/message/${id}`);
  await expect(sellerPage.getByText('No messages yet')).toBeVisible();

  // The server takes the first try, but its answer never reaches the page (a dropped connection).
  const bodies: string[] = [];
  await page.route('**/api/messages', async (route) => {
    bodies.push(route.request().postData() ?? '');
    if (bodies.length === 1) {
      const taken = await route.fetch();
      expect(taken.status()).toBe(201);
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await messageBox(page).fill('Is the 5 kg still free?');
  await messageBox(page).press('Enter');
  await expect.poll(() => bodies.length).toBe(2);
  const [first, second] = bodies.map((body) => JSON.parse(body) as { clientKey: string });
  expect(second?.clientKey).toBe(first?.clientKey);

  for (const who of [page, sellerPage]) {
    await expect(who.getByTestId('message')).toHaveCount(1);
    await expect(who.getByTestId('message')).toContainText('Is the 5 kg still free?');
  }
  await expect(page.getByRole('button', { name: 'Not sent, tap to retry' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('message')).toHaveCount(1);
  await expect(messageBox(page)).toHaveValue('');
});

test('a tab opened before a deploy loads its next page from the server, once per new build (decision 2510)', async ({ page }) => {
  const footerLink = (name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });
  const mark = () => page.evaluate(() => ((window as { tabMark?: boolean }).tabMark = true));
  const marked = () => page.evaluate(() => (window as { tabMark?: boolean }).tabMark === true);
  /** Follows a footer link and waits for the page and its calls: true when the document was loaded again. */
  async function follow(name: string, path: string): Promise<boolean> {
    await footerLink(name).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    return !(await marked());
  }

  await page.goto('/about');
  await mark();
  expect(await follow('Luggage Share', '/gigs'), 'the same build: an in-app navigation').toBe(false);

  // The deploy: from here on the API names another build than the one this tab runs.
  let served = '/assets/index-deployed-1.js';
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-build': served } });
  });
  // Explore asks the API when it is drawn by the app (not from the first HTML): the tab learns of the deploy.
  expect(await follow('Container Share', '/containers')).toBe(false);
  expect(await follow('About SpaceShare', '/about'), 'the next page comes from the server').toBe(true);

  // Once per build: the server still names a build other than the tab's, and the tab does not loop.
  await mark();
  expect(await follow('Luggage Share', '/gigs')).toBe(false);
  expect(await follow('About SpaceShare', '/about')).toBe(false);

  // A second deploy reloads once more.
  served = '/assets/index-deployed-2.js';
  expect(await follow('Container Share', '/containers')).toBe(false);
  expect(await follow('Luggage Share', '/gigs')).toBe(true);
});
