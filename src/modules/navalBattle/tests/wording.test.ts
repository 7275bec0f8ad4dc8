// Naval Battle's words (issue 20): what the player is asked to do names no mouse action and no colour,
// in English and Polish, so it reads the same for the keyboard, a screen reader and any eyes.
import { describe, expect, it } from 'vitest';
import { enNaval } from '../stringsEn';
import { plNaval } from '../stringsPl';

describe('Naval Battle wording', () => {
  it('asks to choose, never to click, and names no colour', () => {
    for (const dict of [enNaval, plNaval] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(dict)) {
        if (!/^naval\.(prompt|board|turn|mode|arrange|do)\./.test(`${key}.`)) continue;
        expect(text, key).not.toMatch(/click|klik|green|zielon|lit field|podświetlon|ringed|zaznaczon/i);
      }
    }
  });
});
