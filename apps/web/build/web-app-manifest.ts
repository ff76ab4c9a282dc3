import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Sharp from 'sharp';
// By path, not '@spaceshare/shared/pages': Vite loads its config (and this file) with Node's own
// resolution, which would pick the package's compiled dist, absent before the first build (a fresh
// checkout's unit tests load this config too). A relative import is bundled from source instead.
import { PAGE_META, SITE_NAME, type AppPath } from '../../../packages/shared/src/pages.js';

// What makes the web app installable on a phone (docs/decisions/1702): the web app manifest and its
// PNG icons, made at build time from public/favicon.svg and the colour tokens, so they never drift
// from the SVG or the palette. The Vite build emits these files; an API test serves the same ones.

export interface WebAppFile {
  fileName: string;
  source: string | Buffer;
}

/** The installed app's colours: the brand green for the status bar, the page colour for the splash. */
export interface AppColours {
  theme: string;
  background: string;
}

/** The colour tokens the manifest uses, read from the app's own stylesheet. */
export function appColours(webRoot: string): AppColours {
  const css = readFileSync(path.join(webRoot, 'src/styles/tokens.css'), 'utf8');
  const token = (name: string) => {
    const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(css)?.[1];
    if (!value) throw new Error(`src/styles/tokens.css has no hex --${name}: the web app manifest needs it`);
    return value.toLowerCase();
  };
  return { theme: token('color-primary'), background: token('color-bg') };
}

/**
 * How each PNG is drawn from the SVG. `padding` is the share of each side left around it; `flatten`
 * paints the theme colour to the edges (the favicon's rounded corners included) and drops the alpha,
 * for platforms that cut their own shape: iOS fills transparency with black, and Android masks a
 * maskable icon to any shape that holds the middle 80% circle (the safe zone; the glyph already fits
 * it, the padding gives it the margin launcher icons usually have).
 */
const ICONS = [
  { fileName: 'icons/icon-192.png', size: 192, purpose: 'any', padding: 0, flatten: false },
  { fileName: 'icons/icon-512.png', size: 512, purpose: 'any', padding: 0, flatten: false },
  { fileName: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable', padding: 0.1, flatten: true },
  // index.html's apple-touch-icon, at the root where iOS also looks for it without a link; not in the manifest.
  { fileName: 'apple-touch-icon.png', size: 180, purpose: null, padding: 0, flatten: true },
] as const;

const MANIFEST_FILE = 'manifest.webmanifest';

/** A few places the installed app's long-press menu opens straight into; paths the router knows. */
const SHORTCUTS = [
  { name: 'Explore Luggage', url: '/gigs', description: PAGE_META['/gigs'].description },
  { name: 'Messages', url: '/messages' },
  { name: 'Orders', url: '/orders' },
] as const satisfies ReadonlyArray<{ name: string; url: AppPath; description?: string }>;

async function renderIcon(sharp: typeof Sharp, svg: Buffer, icon: (typeof ICONS)[number], colours: AppColours): Promise<Buffer> {
  const inner = Math.round(icon.size * (1 - 2 * icon.padding));
  // librsvg draws at the SVG's own size times density/72: draw at the final size, never upscale.
  const { width = inner } = await sharp(svg).metadata();
  const drawn = await sharp(svg, { density: (72 * inner) / width }).resize(inner, inner).png().toBuffer();
  const background = icon.flatten ? colours.theme : { r: 0, g: 0, b: 0, alpha: 0 };
  // One step per pipeline: sharp applies its operations in its own order, not the calls' order.
  const placed = await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } })
    .composite([{ input: drawn }])
    .png()
    .toBuffer();
  const image = icon.flatten ? sharp(placed).removeAlpha() : sharp(placed);
  return image.png({ compressionLevel: 9, palette: true, effort: 10 }).toBuffer();
}

/** The manifest and every icon it or index.html names, as files of the build's root. */
export async function webAppFiles(webRoot: string): Promise<WebAppFile[]> {
  // Loaded when drawing only: every test run loads the Vite config, which imports this file.
  const { default: sharp } = await import('sharp');
  const colours = appColours(webRoot);
  const svg = readFileSync(path.join(webRoot, 'public/favicon.svg'));
  const icons = await Promise.all(ICONS.map(async (icon) => ({ fileName: icon.fileName, source: await renderIcon(sharp, svg, icon, colours) })));
  const manifestIcon = (icon: (typeof ICONS)[number]) => ({
    src: `/${icon.fileName}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  });
  const [small] = ICONS;
  const manifest = {
    id: '/',
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: PAGE_META['/'].description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colours.background,
    theme_color: colours.theme,
    icons: ICONS.filter((icon) => icon.purpose !== null).map(manifestIcon),
    shortcuts: SHORTCUTS.map((shortcut) => ({ ...shortcut, icons: [manifestIcon(small)] })),
  };
  return [{ fileName: MANIFEST_FILE, source: JSON.stringify(manifest) }, ...icons];
}
