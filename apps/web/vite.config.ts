import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { appColours, webAppFiles } from './build/web-app-manifest.js';

const require = createRequire(import.meta.url);
const flagsDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

/** Serves flag-icons' SVGs as /flags/<code>.svg from our own host (dev) and ships them in the build. */
function localFlags(): Plugin {
  return {
    name: 'spaceshare-local-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const file = path.basename(req.url ?? '');
        if (!/^[a-z-]+\.svg$/.test(file)) return next();
        try {
          res.setHeader('content-type', 'image/svg+xml');
          res.end(readFileSync(path.join(flagsDir, file)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const file of readdirSync(flagsDir)) {
        if (!/^[a-z]{2}\.svg$/.test(file)) continue;
        this.emitFile({ type: 'asset', fileName: `flags/${file}`, source: readFileSync(path.join(flagsDir, file)) });
      }
    },
  };
}

/**
 * The web app manifest and its PNG icons (build/web-app-manifest.ts), drawn from favicon.svg and the
 * colour tokens: served from memory in dev, emitted into the build. index.html's theme-color must be
 * the manifest's, so a palette change that forgets it stops the build.
 */
function webAppManifest(): Plugin {
  const webRoot = import.meta.dirname;
  let files: ReturnType<typeof webAppFiles> | undefined;
  const built = () => (files ??= webAppFiles(webRoot));
  return {
    name: 'spaceshare-web-app-manifest',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (/(favicon\.svg|tokens\.css)$/.test(file)) files = undefined;
      });
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.slice(1);
        built().then((all) => {
          const file = all.find((f) => f.fileName === name);
          if (!file) return next();
          res.setHeader('content-type', name.endsWith('.png') ? 'image/png' : 'application/manifest+json');
          res.end(file.source);
        }, next);
      });
    },
    transformIndexHtml(html) {
      const { theme } = appColours(webRoot);
      const declared = /<meta\s+name="theme-color"\s+content="([^"]*)"/i.exec(html)?.[1];
      if (declared?.toLowerCase() !== theme) {
        throw new Error(`index.html's <meta name="theme-color"> is ${declared ?? 'missing'}; --color-primary in tokens.css is ${theme}`);
      }
    },
    async generateBundle() {
      for (const file of await built()) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}

/**
 * The service worker (src/sw.ts, decision 2330) at /sw.js, the site's root, so its scope is the whole
 * app: emitted as its own entry in the build, compiled on request in dev. It imports only types, so it
 * is one self-contained classic script.
 */
function serviceWorker(): Plugin {
  const source = 'src/sw.ts';
  let building = false;
  return {
    name: 'spaceshare-service-worker',
    configResolved(config) {
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res, next) => {
        server.transformRequest(`/${source}`).then((result) => {
          if (!result) return next();
          res.setHeader('content-type', 'text/javascript');
          res.end(result.code);
        }, next);
      });
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: path.resolve(import.meta.dirname, source), fileName: 'sw.js' });
    },
  };
}

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends compressed files
 * (`preCompressed` in @fastify/static) without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spaceshare-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * React Router 7 exports only its development build (remix-run/react-router#12532, #14753), whose one
 * difference is `ENABLE_DEV_WARNINGS = true`: the warnings' code and strings stay in the bundle. The
 * production build is the same code with them off.
 */
const reactRouterDir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const productionReactRouter = [{ find: /^react-router$/, replacement: path.join(reactRouterDir, 'index.mjs') }];

export default defineConfig(({ command }) => ({
  plugins: [react(), localFlags(), webAppManifest(), serviceWorker(), precompress()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: [{ find: '@', replacement: path.resolve(import.meta.dirname, 'src') }, ...(command === 'build' ? productionReactRouter : [])],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // The page's first load is one chunk; the service worker, an entry of its own, stays out of it.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], test: (id) => !id.endsWith('/src/sw.ts') }] } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['../../tools/vitest/fail-on-console.ts', './src/test/jsdom-layout.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Forms are typed key by key (user-event): the whole listing form took 2.1 s with the machine half busy and
    // passed the default 5 s on a busy one. A hung test still fails, at 20 s.
    testTimeout: 20_000,
  },
}));
