import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { MainLayout } from './layouts/main-layout';
import { chunkIsGone, isChunkError, lazyPage } from './lazy-page';

// A page inside the main layout whose code could not be downloaded (docs/decisions/1803).

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // React reports each error a boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

const offlineError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/orders-page-Bq1x.js');
const page = (title: string) => ({ default: () => <h1>{title}</h1> });

/** The page at /orders, in the app's layout, downloaded by `load`. */
function renderPage(load: () => Promise<{ default: () => ReactNode }>) {
  const Orders = lazyPage(load);
  return renderWithApp(
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="/orders" element={<Orders />} />
        <Route
          path="/"
          element={
            <>
              <h1>Home</h1>
              <Link to="/orders">Orders again</Link>
            </>
          }
        />
      </Route>
    </Routes>,
    { path: '/orders' },
  );
}

const errorHeading = () => screen.findByRole('heading', { name: 'This page could not be downloaded' });

describe('a page whose code could not be downloaded', () => {
  it('keeps the layout around the error, says the person seems offline, and comes by itself once online', async () => {
    online = false;
    const fetchMock = stubApi(() => ({ status: 404, body: { message: 'Not found' } }));
    const load = vi.fn().mockRejectedValueOnce(offlineError()).mockResolvedValueOnce(page('My Orders'));
    renderPage(load);

    const heading = await errorHeading();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    expect(screen.getByText('You seem to be offline. The page will load by itself once you are back online.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    // Offline, nobody asks the server whether the chunk is gone.
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/assets/'), expect.anything());

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    const orders = await screen.findByRole('heading', { name: 'My Orders' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('route-error')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(orders));
  });

  it('stays until a Retry works, and asks again for a stylesheet Vite could not preload', async () => {
    const fetchMock = stubApi(() => ({ status: 200 }));
    const stylesheet = Object.assign(document.createElement('link'), { rel: 'stylesheet' });
    stylesheet.setAttribute('href', '/assets/orders-page-Xy.css');
    document.head.append(stylesheet);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/orders-page-Xy.css'))
      .mockResolvedValueOnce(page('My Orders'));
    const { user } = renderPage(load);
    await errorHeading();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    // Online, the server is asked whether a deploy removed the file: it is there (offline for a moment).
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/assets/orders-page-Xy.css', { method: 'HEAD', cache: 'no-store' }));

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const links = () => [...document.head.querySelectorAll('link[href="/assets/orders-page-Xy.css"]')];
    expect(links()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Retrying…' }).getAttribute('aria-disabled')).toBe('true');
    // The stylesheet fails again: the error stays, its code is not asked for yet.
    act(() => void links()[1]!.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(links()).toEqual([stylesheet]);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    act(() => void links()[1]!.dispatchEvent(new Event('load')));
    const orders = await screen.findByRole('heading', { name: 'My Orders' });
    expect(links()).toHaveLength(1);
    expect(links()[0]).not.toBe(stylesheet);
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.activeElement).toBe(orders));
  });

  it('asks again after leaving the error for another page and coming back', async () => {
    stubApi(() => ({ status: 200 }));
    const load = vi.fn().mockRejectedValueOnce(offlineError()).mockResolvedValueOnce(page('My Orders'));
    const { user } = renderPage(load);
    await errorHeading();
    await user.click(screen.getByRole('link', { name: 'Go home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Orders again' }));
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the spec\'s words for a page that broke while drawing, in the layout too', async () => {
    stubApi(() => ({ status: 200 }));
    function Broken(): ReactNode {
      throw new Error('broken page');
    }
    renderWithApp(
      <Routes>
        <Route element={<MainLayout />}>
          <Route path="/orders" element={<Broken />} />
        </Route>
      </Routes>,
      { path: '/orders' },
    );
    const heading = await screen.findByRole('heading', { name: 'Something went wrong!' });
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
  });
});

describe('isChunkError', () => {
  it("knows each browser's words for a chunk that did not arrive, and Vite's for its stylesheet", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x.test/assets/a.js',
      'error loading dynamically imported module: https://x.test/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('chunkIsGone', () => {
  it('is true only when the server answers 404 for the file the error names', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await chunkIsGone(offlineError())).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:3000/assets/orders-page-Bq1x.js', { method: 'HEAD', cache: 'no-store' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect(await chunkIsGone(offlineError())).toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await chunkIsGone(offlineError())).toBe(false);
    expect(await chunkIsGone(new TypeError('Importing a module script failed.'))).toBe(false);
  });
});
