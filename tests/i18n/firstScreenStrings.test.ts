// Issue 19: the strings of play (enPlay) and of the game screen (enGame) load with the game, so the start
// screen's bundle stays small. A first-screen module naming one of them would show a raw key: this walks the
// static imports from main.tsx (import() is a boundary: that code loads on demand) and checks their texts.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enGame } from '../../src/i18n/enGame';
import { enPlay } from '../../src/i18n/enPlay';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** A relative specifier resolved to its .ts/.tsx file, or null for a package, JSON or CSS. */
function fileOf(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const f of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) if (/\.tsx?$/.test(f) && existsSync(f)) return f;
  return null;
}

function firstScreenFiles(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // static imports and re-exports with values (import type and export type are erased)
    for (const m of code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      const next = fileOf(file, m[1]);
      if (next) visit(next);
    }
  };
  visit(resolve(src, 'main.tsx'));
  return seen;
}

describe('the first screen and the strings that load with the game', () => {
  const files = firstScreenFiles();

  it('finds the start screen among the first-screen modules and the game screen outside them', () => {
    const names = [...files].map((f) => f.slice(src.length + 1));
    expect(names).toContain('ui/screens/StartScreen.tsx');
    expect(names).not.toContain('ui/GameUi.ts');
    expect(names).not.toContain('i18n/enGame.ts');
  });

  it('no first-screen module names a string of enPlay or enGame', () => {
    const later = [...Object.keys(enPlay), ...Object.keys(enGame)];
    const named = [...files].flatMap((f) => {
      const code = readFileSync(f, 'utf8');
      return later.filter((k) => code.includes(`'${k}'`) || code.includes(`"${k}"`)).map((k) => `${f.slice(src.length + 1)}: ${k}`);
    });
    expect(named).toEqual([]);
  });
});
