import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  // relative paths: the built game runs from any static folder (a USB stick, a sub-path of a site)
  base: './',
  // the dependency cache lives in the checkout, not in node_modules: checkouts that share one
  // node_modules (git worktrees) would otherwise re-optimise each other's cache mid-run
  cacheDir: '.vite',
  plugins: [
    react(),
    // installable and offline (README): the service worker precaches the app — every chunk, so every
    // bundled scenario — and waits with an update until the player chooses to reload (ui/UpdatePrompt.tsx)
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'ENB — naval battles',
        short_name: 'ENB',
        description: 'A tactical naval game on a triangular grid, hot-seat in the browser',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0a1521',
        theme_color: '#0a1521',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: { globPatterns: ['**/*.{js,css,html,svg,png,json}'], maximumFileSizeToCacheInBytes: 3 * 1024 * 1024, cleanupOutdatedCaches: true },
    }),
  ],
  // never open a browser: `npm start` on a machine without a desktop would print a spawn error
  server: { port: 5173, strictPort: false, host: '127.0.0.1', open: false },
  // Pre-bundle every dependency up front, so a fresh clone's first page load never stops to
  // re-optimise and reload (which would make the first browser test flaky).
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'konva', 'react-konva', 'zustand', 'zustand/middleware/immer', 'immer', 'zod', 'pure-rand/generator/xoroshiro128plus', 'pure-rand/distribution/uniformInt'],
  },
  // no modulepreload polyfill on the first screen (200 bytes gzip): a browser without <link rel=modulepreload>
  // (Safari before 17) only fetches a chunk's imports when it runs, as it would without the hint
  build: { target: 'es2022', chunkSizeWarningLimit: 1500, modulePreload: { polyfill: false } },
  test: {
    projects: [
      {
        extends: true,
        // random-play tests take a few seconds: on a busy shared machine they get room, not a flaky 5 s limit.
        // Files share a worker's loaded modules (isolate: false): loading the engine and the modules again for each of
        // 120 files took two thirds of the run (170 s -> 60 s). So a file that registers a module of its own
        // unregisters it in afterAll, and none unregisters one the registry loads (checked in shuffled orders:
        // `npx vitest run --project unit --sequence.shuffle`).
        test: { name: 'unit', include: ['tests/**/*.test.ts', 'src/**/*.test.ts'], exclude: ['tests/e2e/**'], environment: 'node', setupFiles: ['tests/setup/loadOnDemand.ts'], testTimeout: 30_000, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // a shared 2-core machine may take seconds to load a page or settle a frame: polls wait that long
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          globalSetup: ['tests/setup/e2eServer.ts'],
          setupFiles: ['tests/setup/modules.ts'],
        },
      },
    ],
  },
});
