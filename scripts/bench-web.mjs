// npm run bench:web: Lighthouse (mobile, its default throttling) on the public pages, three runs each,
// medians printed, plus the JavaScript a first visit to each page downloads, brotli-compressed as
// served. It starts the built app on a fresh embedded database with the demo data, beside itself.
//   npm run bench:web            (builds first)
//   RUNS=5 PAGES=/,/gigs npm run bench:web       (RUNS=0: JavaScript sizes only)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const RUNS = Number(process.env.RUNS ?? 3);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'spaceshare-bench-web-'));

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: base },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not start');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Bytes of JavaScript a first visit downloads (as sent: brotli), and how many files. */
async function firstLoadJs(browser, url) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'br' } });
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return { kb: bytes / 1024, files: sizes.length };
}

try {
  await waitForServer();
  const gigs = await (await fetch(`${base}/api/gigs?limit=1`)).json();
  const pages = (process.env.PAGES ?? `/,/gigs,/gig/${gigs[0]._id},/login`).split(',');

  const browser = await chromium.launch({ executablePath: CHROME });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  for (const page of pages) {
    const scores = [];
    const cls = [];
    const lcp = [];
    const tbt = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result.lhr;
      scores.push(Math.round(lhr.categories.performance.score * 100));
      cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
      lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
      tbt.push(lhr.audits['total-blocking-time'].numericValue);
    }
    const js = await firstLoadJs(browser, `${base}${page}`);
    rows.push({
      page: page.replace(/[0-9a-f]{24}/, '{id}'),
      ...(RUNS > 0 && {
        'performance (median)': median(scores),
        runs: scores.join(' '),
        CLS: median(cls).toFixed(3),
        'LCP ms': Math.round(median(lcp)),
        'TBT ms': Math.round(median(tbt)),
      }),
      'JS KB (br)': js.kb.toFixed(1),
      'JS files': js.files,
    });
  }
  await chrome.kill();
  await browser.close();
  console.info(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${RUNS} runs per page`);
  const columns = Object.keys(rows[0]);
  const width = (c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(width(columns[i]))).join(' | ')} |`;
  console.info([line(columns), line(columns.map((c) => '-'.repeat(width(c)))), ...rows.map((r) => line(columns.map((c) => r[c])))].join('\n'));
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
