import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // never open a browser: `npm start` on a machine without a desktop would print a spawn error
  server: { port: 5173, strictPort: false, host: '127.0.0.1', open: false },
  // Pre-bundle every dependency up front, so a fresh clone's first page load never stops to
  // re-optimise and reload (which would make the first browser test flaky).
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'konva', 'react-konva', 'zustand', 'zustand/middleware/immer', 'immer', 'zod', 'pure-rand/generator/xoroshiro128plus', 'pure-rand/distribution/uniformInt'],
  },
  build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
  test: {
    projects: [
      {
        extends: true,
        // random-play tests take a few seconds: on a busy shared machine they get room, not a flaky 5 s limit
        test: { name: 'unit', include: ['tests/**/*.test.ts', 'src/**/*.test.ts'], exclude: ['tests/e2e/**'], environment: 'node', setupFiles: ['tests/setup/loadOnDemand.ts'], testTimeout: 30_000 },
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
        },
      },
    ],
  },
});
