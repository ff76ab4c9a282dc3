import type { Page } from '@playwright/test';
import { MESSAGES } from '@spaceshare/shared/messages';
import { sellerDefaults, uniqueSuffix, userDefaults } from '../apps/server/src/db/factory-defaults';
import { createAccount, expect, login, postContainer, postGig, test } from './fixtures';

// Issue 13: every route at phone, tablet and laptop widths, signed in as a seller in seller mode with
// the longest username sign-up allows (30 characters) and listings named with words longer than a
// phone is wide, never scrolls sideways. 768 px is the tablet at which the home page's two tiles
// once ran past the page. On a phone no field's text is under 16 px: iOS Safari zooms the page into
// such a field when it takes the focus.

const WIDTHS = [360, 390, 768, 1024, 1200, 1280];

/** Elements wider than the viewport, or the page's own horizontal overflow. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`page ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside a scroll area of its own (a carousel, a table wrapper) it is meant to overflow.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 1) clipped = true;
      }
      if (!clipped) out.push(`${el.tagName.toLowerCase()}.${el.className} right=${Math.round(box.right)}`);
    }
    return out.slice(0, 5);
  });
}

/** Visible text fields (inputs, selects, textareas) whose text is under 16 px. */
async function smallFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea'))
      .filter((el) => !['checkbox', 'radio', 'range', 'file', 'color', 'hidden'].includes((el as HTMLInputElement).type) && el.getClientRects().length > 0)
      .map((el) => ({ el, size: parseFloat(getComputedStyle(el).fontSize) }))
      .filter(({ size }) => size < 16)
      .map(({ el, size }) => `${el.tagName.toLowerCase()}#${el.id} ${size}px`),
  );
}

/** Visible empty fields whose placeholder is wider than the field: a hint cut off mid-word. */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ruler = document.createElement('canvas').getContext('2d')!;
    return Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'))
      .filter((el) => el.tagName === 'INPUT' && el.value === '' && el.getClientRects().length > 0)
      .flatMap((el) => {
        const hint = getComputedStyle(el, '::placeholder');
        ruler.font = `${hint.fontStyle} ${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
        const style = getComputedStyle(el);
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const needs = ruler.measureText(el.placeholder).width;
        return needs > room + 1 ? [`${el.tagName.toLowerCase()}#${el.id || el.name} "${el.placeholder}" ${Math.round(needs)} > ${Math.round(room)} px`] : [];
      });
  });
}

// One test per width, each with its own seller, so the widths run in parallel on CI's workers.
for (const width of WIDTHS) {
  test(`no route scrolls sideways at ${width} px with a 30-character username`, async ({ browser, request }) => {
    const suffix = uniqueSuffix();
    const seller = await createAccount(request, sellerDefaults({ username: `courier_${suffix}`.padEnd(30, 'x').slice(0, 30) }));
    expect(seller.username).toHaveLength(30);
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, seller);
    await page.evaluate(() => localStorage.setItem('userMode', 'seller'));
    // Words longer than a phone is wide, as a tester typed them: a title of one token, a real town's name.
    const longWord = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
    const gigId = await postGig(page, { title: `${'Overlongroutetitle'.repeat(4)} ${suffix}`, departureCity: longWord });
    const containerId = await postContainer(page, { title: `${'Containerforthewalk'.repeat(4)} ${suffix}`, containerType: '40ft-HC', locationCity: longWord });

    const routes = [
      '/',
      '/about',
      '/privacy-policy',
      '/terms-of-service',
      '/gigs',
      `/gig/${gigId}`,
      '/containers',
      `/container/${containerId}`,
      '/profile',
      `/profile/${seller._id}`,
      '/settings',
      '/settings?tab=security',
      '/messages',
      '/orders',
      '/requests',
      '/notifications',
      '/add',
      '/add-container',
      '/mygigs',
      '/myContainers',
      '/no-such-page',
    ];
    const problems: string[] = [];
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main h1, h1').first()).toBeVisible();
      await expect(page.getByText(/^(LOADING|loading)$/)).toHaveCount(0);
      const found = await overflow(page);
      if (found.length) problems.push(`${width} ${route}: ${found.join('; ')}`);
      const small = width < 768 ? await smallFields(page) : [];
      if (small.length) problems.push(`${width} ${route} fields under 16 px: ${small.join('; ')}`);
      const cut = await cutPlaceholders(page);
      if (cut.length) problems.push(`${width} ${route} placeholders cut: ${cut.join('; ')}`);
      if (width === 390 || width === 1200) {
        await page.screenshot({ path: `/tmp/g-screens/walk-${width}${route.replace(/[0-9a-f]{24}/, 'id').replace(/[/?=]/g, '_')}.png`, fullPage: true });
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('the home page search shows its whole placeholder at every phone and tablet width', async ({ page }) => {
  // It was cut between 401 and 600 px, where the field shared its row with the icon and the button.
  await page.goto('/');
  const problems: string[] = [];
  for (let width = 360; width <= 800; width += 20) {
    await page.setViewportSize({ width, height: 800 });
    const cut = await cutPlaceholders(page);
    if (cut.length) problems.push(`${width}: ${cut.join('; ')}`);
  }
  expect(problems).toEqual([]);
});

test('the full bar of a seller in seller mode fits 1280 px with unread counts of 99+', async ({ browser }) => {
  // A courier of its own with an unread message, a pending request and notifications (the demo
  // courier's counts change as other tests read them).
  const courierContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const buyerContext = await browser.newContext();
  const courier = await createAccount(courierContext.request, sellerDefaults({ username: `navbar_${uniqueSuffix()}`.slice(0, 30) }));
  const page = await courierContext.newPage();
  await login(page, courier);
  const gigId = await postGig(page);
  const buyer = buyerContext.request;
  await createAccount(buyer, userDefaults());
  const { id: conversationId } = (await (await buyer.post('/api/conversations', { data: { to: courier._id } })).json()) as { id: string };
  expect((await buyer.post('/api/messages', { data: { conversationId, desc: 'Is there room for 3 kg of books?' } })).status()).toBeLessThan(300);
  const booked = await buyer.post(`/api/gigs/${gigId}/requests`, {
    data: { quantity: 2, description: 'Two kilos of textbooks for my sister, sealed and declared.', declaration: true },
  });
  expect(booked.status(), await booked.text()).toBeLessThan(300);

  await page.evaluate(() => localStorage.setItem('userMode', 'seller'));
  await page.goto('/about');
  const counts = page.getByRole('banner').locator('[aria-hidden="true"]').filter({ hasText: /^\d+\+?$/ });
  await expect(counts).toHaveCount(3);
  // The widest a count gets (more than 99 shows '99+').
  await counts.evaluateAll((badges) => badges.forEach((badge) => (badge.textContent = '99+')));
  expect(await overflow(page)).toEqual([]);
  await expect(page.getByRole('button', { name: new RegExp(`^${courier.username}`) })).toBeInViewport({ ratio: 1 });
  await Promise.all([courierContext.close(), buyerContext.close()]);
});

test('on a phone (360x740): 44 px icons, 24 px listing links, one toast clear of the order\'s actions, an accept box that shows 100000.5, a thread as tall as the screen (decision 2314)', async ({ buyerPage, seller, sellerPage }) => {
  const phone = { width: 360, height: 740 };
  await sellerPage.setViewportSize(phone);
  await buyerPage.setViewportSize(phone);
  const title = `Phone targets ${seller.username}`;
  const gigId = await postGig(sellerPage, { title });
  const size = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;

  // My Gigs: the edit and delete icons are 44 px squares (they were 20 px wide on a phone).
  await sellerPage.goto('/');
  await sellerPage.evaluate(() => localStorage.setItem('userMode', 'seller'));
  await sellerPage.goto('/MyGigs');
  for (const name of [`Edit ${title}`, `Delete ${title}`]) {
    const box = await size(sellerPage.getByRole(name.startsWith('Edit') ? 'link' : 'button', { name }));
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
  }

  // The buyer's thread about the gig: its listing link is at least 24 px tall, and the thread fills
  // the screen under the navbar (the footer below the fold).
  const started = await buyerPage.request.post('/api/conversations', { data: { to: seller._id, listing: { listingType: 'gig', listingId: gigId } } });
  const { id } = (await started.json()) as { id: string };
  await buyerPage.goto(`/message/${id}`);
  const about = buyerPage.getByTestId('conversation-listing').getByRole('link', { name: title });
  expect((await size(about)).height).toBeGreaterThanOrEqual(24);
  const panel = await size(buyerPage.getByRole('region', { name: 'Conversation' }));
  expect(panel.y + panel.height).toBeGreaterThan(phone.height - 16);
  expect(panel.y + panel.height).toBeLessThanOrEqual(phone.height);
  expect((await size(buyerPage.getByRole('log', { name: 'Messages' }))).height).toBeGreaterThan(360);

  // The accept box shows the largest amount whole.
  const asked = await buyerPage.request.post(`/api/gigs/${gigId}/requests`, { data: { quantity: 2, description: 'Two boxes of books', declaration: true } });
  expect(asked.ok(), await asked.text()).toBe(true);
  await sellerPage.goto('/requests');
  const quantity = sellerPage.getByLabel(/Quantity in kg to accept/);
  await quantity.fill('100000.5');
  const room = await quantity.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.value).width;
    const content = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // Chromium's number spinner takes about 15 px of the content box.
    return content - 15 - text;
  });
  expect(room).toBeGreaterThanOrEqual(0);
  await quantity.fill('2');
  await sellerPage.getByRole('button', { name: /^Accept .*'s request$/ }).click();

  // Two steps in a row on Orders: one toast at a time, and never over Contact or the code box.
  await sellerPage.goto('/orders');
  const card = sellerPage.getByRole('listitem').filter({ hasText: title });
  // The order number's Copy button is finger-sized like the buttons beside it (it was 28 px tall).
  const copy = await size(card.getByRole('button', { name: /^Copy order number #/ }));
  expect(Math.min(copy.width, copy.height), 'Copy order number').toBeGreaterThanOrEqual(44);
  await card.getByRole('button', { name: MESSAGES.markPickedUp }).click();
  await sellerPage.getByRole('dialog').getByRole('button', { name: MESSAGES.markPickedUp }).click();
  await expect(sellerPage.getByText(MESSAGES.markedPickedUp)).toBeVisible();
  await card.getByRole('button', { name: 'Mark Delivered' }).click();
  await sellerPage.getByRole('dialog').getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(sellerPage.getByText(MESSAGES.markedDelivered)).toBeVisible();
  const toasts = sellerPage.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toasts).toHaveCount(1);
  const toast = await size(toasts);
  for (const target of [card.getByRole('button', { name: /^Contact the buyer/ }), card.getByLabel("Buyer's delivery code")]) {
    await target.scrollIntoViewIfNeeded();
    const box = await size(target);
    const overlaps = box.y < toast.y + toast.height && toast.y < box.y + box.height;
    expect(overlaps, `the toast covers ${await target.evaluate((el) => el.outerHTML.slice(0, 60))}`).toBe(false);
  }
});
