// `npm start` serves the game and opens nothing: with a stand-in `xdg-open` first on the PATH, the dev
// server comes up, prints its address, and the stand-in is never called (no browser, no spawn error).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('npm start', () => {
  it('starts the dev server without opening a browser', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'enb-start-'));
    const called = join(dir, 'called');
    for (const opener of ['xdg-open', 'open', 'wslview']) {
      writeFileSync(join(dir, opener), `#!/bin/sh\necho "$@" >> "${called}"\n`);
      chmodSync(join(dir, opener), 0o755);
    }
    const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start as string;
    const child = spawn('sh', ['-c', `exec npx ${script} --port 0 --strictPort false`], {
      cwd: root, env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, BROWSER: '' }, detached: true,
    });
    // CI may force colours (FORCE_COLOR): vite then wraps "Local:" and the address in escape codes.
    let out = '';
    const take = (d: Buffer) => (out += stripVTControlCharacters(d.toString()));
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    try {
      const deadline = Date.now() + 25_000;
      while (!/Local:/.test(out) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(out).toMatch(/Local:\s+http:\/\/127\.0\.0\.1:\d+/);
      await new Promise((r) => setTimeout(r, 1_500)); // vite opens the browser right after printing the address
      expect(existsSync(called) ? readFileSync(called, 'utf8') : '').toBe('');
      expect(out).not.toMatch(/xdg-open|spawn|Error/);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
