import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchAppPath, PAGE_META, SITE_NAME } from '@spaceshare/shared/pages';
import { webAppFiles } from '../../web/build/web-app-manifest.js';
import { createTestApp, type TestApp } from './helpers.js';

// Installable on a phone (docs/decisions/1702): the web app manifest and its icons as the web build
// makes them (the same generator), served by the app with the right type and caching, linked from
// every page's HTML, and allowed by the Content-Security-Policy.

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts?: Array<{ name: string; url: string; icons?: ManifestIcon[] }>;
}

/** A build's root: the source index.html (Vite only adds its scripts) and what the plugin emits. */
async function webDist(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spaceshare-manifest-'));
  copyFileSync(path.join(webRoot, 'index.html'), path.join(dir, 'index.html'));
  for (const file of await webAppFiles(webRoot)) {
    mkdirSync(path.dirname(path.join(dir, file.fileName)), { recursive: true });
    writeFileSync(path.join(dir, file.fileName), file.source);
  }
  // The build's precompression writes .br beside a text file over 1 KB, as it does for the manifest.
  writeFileSync(path.join(dir, 'manifest.webmanifest.br'), brotliCompressSync(readFileSync(path.join(dir, 'manifest.webmanifest'))));
  return dir;
}

const attribute = (html: string, tag: RegExp) => tag.exec(html)?.[1];
const manifestHref = (html: string) => attribute(html, /<link rel="manifest" href="([^"]+)"/);

describe('the web app manifest', () => {
  let t: TestApp;
  let manifest: Manifest;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  /** A PNG the app serves at `url`, with its pixels. */
  async function png(url: string) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toBe('image/png');
    return sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
  }

  beforeAll(async () => {
    t = await createTestApp({ webDist: await webDist(), publicUrl: 'https://spaceshare.example' });
    manifest = JSON.parse((await get('/manifest.webmanifest')).body) as Manifest;
  });
  afterAll(() => t.close());

  it('is served as application/manifest+json, cached an hour but not for good (its name carries no hash)', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await get('/manifest.webmanifest', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json(;\s*charset=utf-8)?$/);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
      expect(JSON.parse(body)).toEqual(manifest);
    }
  });

  it('names the app, opens it standalone at the home page, in the app’s colours', async () => {
    expect(manifest).toMatchObject({
      name: SITE_NAME,
      short_name: SITE_NAME,
      description: PAGE_META['/'].description,
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    const html = (await get('/')).body;
    expect(manifest.theme_color).toBe(attribute(html, /<meta name="theme-color" content="([^"]+)"/));
    const tokens = readFileSync(path.join(webRoot, 'src/styles/tokens.css'), 'utf8');
    expect(tokens).toContain(`--color-primary: ${manifest.theme_color};`);
    expect(tokens).toContain(`--color-bg: ${manifest.background_color};`);
  });

  it('declares icons of 192 and 512 px and a maskable 512, each a PNG of its declared size', async () => {
    const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(declared).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const shortcutIcons = (manifest.shortcuts ?? []).flatMap((shortcut) => shortcut.icons ?? []);
    for (const icon of [...manifest.icons, ...shortcutIcons]) {
      expect(icon.type).toBe('image/png');
      const { info } = await png(icon.src);
      expect(`${info.width}x${info.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('keeps the maskable icon’s drawing inside the safe zone, on a full-bleed background', async () => {
    const icon = manifest.icons.find((i) => i.purpose === 'maskable')!;
    const { data, info } = await png(icon.src);
    const background = [...Buffer.from(manifest.theme_color.slice(1), 'hex')];
    const safe = 0.4 * info.width;
    let outside = 0;
    const drawn: string[] = [];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        // Pixel centres further from the middle than the safe zone's radius (80% of the width).
        if (Math.hypot(x + 0.5 - info.width / 2, y + 0.5 - info.height / 2) <= safe) continue;
        outside++;
        const at = (y * info.width + x) * info.channels;
        const alpha = info.channels === 4 ? data[at + 3]! : 255;
        // A unit or two of difference is the favicon's own anti-aliased edge, green on green.
        const off = Math.max(...background.map((value, c) => Math.abs(data[at + c]! - value)));
        if (off > 2 || alpha !== 255) drawn.push(`(${x}, ${y})`);
      }
    }
    expect(drawn.slice(0, 5)).toEqual([]);
    expect(outside).toBeGreaterThan(0);
  });

  it('opens shortcuts on pages the app has', async () => {
    expect(manifest.shortcuts?.map((s) => s.url)).toEqual(['/gigs', '/messages', '/orders']);
    for (const { url } of manifest.shortcuts ?? []) {
      expect(matchAppPath(url)?.path, url).toBe(url);
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('is linked from every page’s HTML, with the theme colour and an opaque 180 px apple-touch-icon', async () => {
    for (const url of ['/', '/gigs', '/messages', '/gig/000000000000000000000000', '/no/such/page']) {
      const html = (await get(url)).body;
      expect(manifestHref(html), url).toBe('/manifest.webmanifest');
      expect(attribute(html, /<meta name="theme-color" content="([^"]+)"/), url).toBe(manifest.theme_color);
      const touchIcon = attribute(html, /<link rel="apple-touch-icon" href="([^"]+)"/);
      expect(touchIcon, url).toBe('/apple-touch-icon.png');
    }
    // iOS fills transparency with black and rounds the corners itself.
    const { data, info } = await png('/apple-touch-icon.png');
    expect([info.width, info.height]).toEqual([180, 180]);
    if (info.channels === 4) for (let i = 3; i < data.length; i += 4) expect(data[i]).toBe(255);
  });

  it('is allowed by the Content-Security-Policy (manifest-src, else default-src)', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
    expect(directives.get('manifest-src') ?? directives.get('default-src')).toContain("'self'");
  });
});
