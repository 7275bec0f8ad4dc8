// The browser tests' one server (vitest globalSetup of the e2e project): the app built once, as
// production (React's production copy, one script per chunk), with the test hook window.__enb
// (VITE_ENB_BENCH=1, as bench/ui.mjs builds it) and without the service worker, served by
// `vite preview` to every test file. A dev server per file transformed the app's hundreds of modules
// again for each file and served each page as hundreds of requests: most of the suite's time.
// E2E_DIST=DIR serves a build already made there (a quicker loop when running one file again).
import { cp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the app every browser test opens. */
    e2eBaseUrl: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = join(root, 'vite.config.ts');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prebuilt = process.env.E2E_DIST;
  const outDir = prebuilt ?? join(root, '.e2e-dist');
  if (!prebuilt || !existsSync(join(outDir, 'index.html'))) await buildForTests(outDir);
  const server: PreviewServer = await preview({ root, configFile, logLevel: 'error', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') {
    await server.close();
    throw new Error('vite preview has no TCP address');
  }
  project.provide('e2eBaseUrl', `http://127.0.0.1:${address.port}`);
  return async () => {
    await server.close();
  };
}

async function buildForTests(outDir: string): Promise<void> {
  const saved = { NODE_ENV: process.env.NODE_ENV, VITE_ENB_BENCH: process.env.VITE_ENB_BENCH };
  // the test runner's NODE_ENV=test would build React's development copy
  process.env.NODE_ENV = 'production';
  process.env.VITE_ENB_BENCH = '1';
  try {
    await build({ root, configFile, mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  // the test-only scenarios (?fixture=NAME) are fetched from where the dev server served them
  const fixtures = join(outDir, 'tests', 'e2e', 'fixtures');
  await rm(fixtures, { recursive: true, force: true });
  await cp(join(root, 'tests', 'e2e', 'fixtures'), fixtures, { recursive: true });
}
