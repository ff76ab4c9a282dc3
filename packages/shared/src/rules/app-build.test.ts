import { describe, expect, it } from 'vitest';
import { entryScriptOf, needsNewBuild } from './app-build.js';

describe('entryScriptOf', () => {
  it("reads the entry module of Vite's index.html, not a classic script before it", () => {
    const html = `<!doctype html><html><head>
      <script src="/theme.js"></script>
      <script type="module" crossorigin src="/assets/index-Ab12_c.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-9.js">
    </head><body><div id="root"></div></body></html>`;
    expect(entryScriptOf(html)).toBe('/assets/index-Ab12_c.js');
  });

  it('takes any attribute order and quoting', () => {
    expect(entryScriptOf("<script crossorigin src='/a/main-1.js' type=module></script>")).toBe('/a/main-1.js');
  });

  it('is null for a page without a module script (the dev template, a proxy page)', () => {
    expect(entryScriptOf('<script type="module">inline()</script><script src="/x.js"></script>')).toBeNull();
    expect(entryScriptOf('')).toBeNull();
  });
});

describe('needsNewBuild', () => {
  it('asks for a reload when the server serves another build', () => {
    expect(needsNewBuild('/assets/index-old.js', '/assets/index-new.js', null)).toBe(true);
  });

  it('not for the same build, nor without both names (dev server, a server without the web build)', () => {
    expect(needsNewBuild('/assets/index-a.js', '/assets/index-a.js', null)).toBe(false);
    expect(needsNewBuild(null, '/assets/index-a.js', null)).toBe(false);
    expect(needsNewBuild('/assets/index-a.js', null, null)).toBe(false);
  });

  it('reloads once per served build: a stale cached page would loop otherwise', () => {
    expect(needsNewBuild('/assets/index-old.js', '/assets/index-new.js', '/assets/index-new.js')).toBe(false);
    expect(needsNewBuild('/assets/index-old.js', '/assets/index-newer.js', '/assets/index-new.js')).toBe(true);
  });
});
