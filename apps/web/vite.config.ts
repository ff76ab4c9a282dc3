import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  plugins: [react(), localFlags()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
