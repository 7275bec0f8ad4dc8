// The lab worker's code as one plain-JavaScript file, built once per pool. Loaded through tsx, every
// file is transformed on import with `keepNames` (a property defined on each closure the bots make
// in their inner loops) and every import passes the loader's hooks: the same games ran about 1.5×
// slower than from a bundle (`npm run bench:lab`).
import { buildSync } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface WorkerBundle { url: string; remove(): void }

export function workerBundle(): WorkerBundle {
  const dir = mkdtempSync(join(tmpdir(), 'enb-lab-'));
  const outfile = join(dir, 'worker.mjs');
  buildSync({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'error',
  });
  return { url: pathToFileURL(outfile).href, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
