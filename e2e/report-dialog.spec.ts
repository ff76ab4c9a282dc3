import type { Locator, Page } from '@playwright/test';
import { expect, postGig, test } from './fixtures';

// The report dialog (issue 12) is the app's one modal: opened with showModal(), it and its backdrop
// sit in the browser's top layer, above the sticky navbar (z-index 100) and the toasts (1000). A
// tester read a 360 px screenshot as the navbar drawn over the backdrop; these checks pin down what
// the browser draws and hit-tests, on each page that offers Report, at phone and desktop widths.

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** Points across the navbar: the backdrop must take them, not the navbar's links and buttons. */
async function navbarCovered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!.getBoundingClientRect();
    const y = bar.top + bar.height / 2;
    const uncovered: string[] = [];
    for (const x of [4, 40, innerWidth / 2, innerWidth - 30, innerWidth - 4]) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit.closest('header') || !hit.closest('dialog')) uncovered.push(`(${Math.round(x)}, ${Math.round(y)}): ${hit?.tagName ?? 'nothing'}`);
    }
    return uncovered;
  });
}

/**
 * The brightest channel of any navbar pixel on screen. Under the backdrop (rgb(15 23 42 / 0.5)) the
 * white bar reads about 148; drawn above it, 255.
 */
async function navbarBrightest(page: Page): Promise<number> {
  const bar = (await page.locator('header').boundingBox())!;
  const png = await page.screenshot({ clip: { x: 0, y: Math.max(0, bar.y), width: bar.width, height: bar.height } });
  return page.evaluate(async (bytes) => {
    const image = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let max = 0;
    for (let i = 0; i < data.length; i += 4) max = Math.max(max, data[i]!, data[i + 1]!, data[i + 2]!);
    return max;
  }, [...png]);
}

/** The dialog is modal, covers the navbar, fits the screen and keeps the keyboard inside it. */
async function checkDialog(page: Page, trigger: Locator, name: string, shot: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(':modal')), 'opened as a modal').toBe(true);
    expect(await navbarCovered(page), `the backdrop covers the navbar at ${size.width} px`).toEqual([]);
    expect(await navbarBrightest(page), `the navbar is dimmed at ${size.width} px`).toBeLessThan(170);

    // All of it on screen, its last button included, with no sideways scroll.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    await expect(dialog.getByRole('button', { name: 'Send report' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `/tmp/g-screens/report-dialog-${shot}-${size.width}.png` });

    // Tab goes round the dialog's own controls (between the last and the first, a native modal lets the
    // focus out to the browser's own toolbar, never to the page under it); Escape closes it and gives
    // the focus back.
    const stops: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      stops.push(await dialog.evaluate((d) => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'browser';
        return d.contains(el) ? (el.getAttribute('value') ?? el.textContent ?? el.tagName) : `outside: ${el.outerHTML.slice(0, 80)}`;
      }));
    }
    expect(stops.filter((s) => s.startsWith('outside')), 'Tab never reaches the page under the dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
}

test('the report dialog covers the whole page, navbar included, on listings, profiles and threads at 360 and 1280 px', async ({ buyer, buyerPage, seller, sellerPage }) => {
  const gigId = await postGig(sellerPage, { title: `Report dialog ${seller.username}` });

  await buyerPage.goto(`/gig/${gigId}`);
  await checkDialog(buyerPage, buyerPage.getByRole('button', { name: 'Report this gig' }), 'Report this gig', 'gig');

  await buyerPage.goto(`/profile/${seller._id}`);
  await checkDialog(buyerPage, buyerPage.getByRole('button', { name: 'Report', exact: true }), 'Report this user', 'profile');

  // The courier writes first, so the buyer's thread has a message with a Report button.
  const started = await sellerPage.request.post('/api/conversations', { data: { to: buyer._id } });
  expect(started.ok(), await started.text()).toBe(true);
  const { id } = (await started.json()) as { id: string };
  const sent = await sellerPage.request.post('/api/messages', { data: { conversationId: id, desc: 'Hello from the courier' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  await buyerPage.goto(`/message/${id}`);
  const report = buyerPage.getByTestId('message').filter({ hasText: 'Hello from the courier' }).getByRole('button', { name: /^Report message/ });
  await checkDialog(buyerPage, report, 'Report this message', 'message');
});
