import { describe, expect, it } from 'vitest';
import { SHOWN, SLACK, SHORT, WINDOW, WINDOW_STEP, eventWindowStart, shownLines } from './logWindow';

const upTo = (n: number) => Array.from({ length: n }, (_, k) => ({ id: k }));

describe('the log window', () => {
  it('shows every line of a short log', () => {
    expect(shownLines(upTo(30), 0).lines.map((l) => l.id)).toEqual(upTo(30).map((l) => l.id));
  });

  it('keeps its oldest line while up to SLACK lines are added, then drops SLACK of them at once', () => {
    let oldest = 0;
    const firsts: number[] = [];
    for (let n = 1; n <= SHOWN + 3 * (SLACK + 1); n++) {
      const r = shownLines(upTo(n), oldest);
      oldest = r.oldest;
      firsts.push(r.lines[0].id);
      expect(r.lines.length).toBeLessThanOrEqual(SHOWN + SLACK);
      expect(r.lines.length).toBeGreaterThanOrEqual(Math.min(n, SHOWN));
      expect(r.lines.at(-1)!.id).toBe(n - 1); // the latest line is always there
    }
    // the first line shown changed only when SLACK more lines had come: three times in 153 lines
    expect(new Set(firsts).size).toBe(1 + 3);
  });

  it('brings older lines back when fewer than SHOWN − SHORT follow the oldest (an undo, another viewer)', () => {
    const all = upTo(400);
    const r = shownLines(all.slice(0, 100 + SHOWN + SLACK), 100); // SHOWN + SLACK lines from 100: kept
    expect(r.oldest).toBe(100);
    const back = shownLines(all.slice(0, 100 + SHOWN - SHORT - 1), 100); // too few: the last SHOWN
    expect(back.lines.length).toBe(SHOWN);
    expect(back.oldest).toBe(100 + SHOWN - SHORT - 1 - SHOWN);
  });

  it('skips ids missing from the lines (events without a line for this viewer)', () => {
    const lines = upTo(100 + 2 * SHOWN).filter((l) => l.id % 2 === 0); // SHOWN − 1 lines from 102
    const r = shownLines(lines, 101);
    expect(r.lines[0].id).toBe(102);
    expect(r.oldest).toBe(102);
  });

  it('reads the events from a start that moves in steps: WINDOW to WINDOW + WINDOW_STEP of the latest', () => {
    const starts = new Set<number>();
    for (let n = 0; n <= 1000; n++) {
      const from = eventWindowStart(n);
      starts.add(from);
      expect(from % WINDOW_STEP).toBe(0);
      expect(n - from).toBeLessThan(WINDOW + WINDOW_STEP);
      expect(n - from).toBeGreaterThanOrEqual(Math.min(n, WINDOW));
    }
    expect(starts.size).toBe(1 + Math.floor((1000 - WINDOW) / WINDOW_STEP)); // it moved once per WINDOW_STEP events
  });
});
