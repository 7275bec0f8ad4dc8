import type { Page } from 'playwright-core';
/** bench/layoutShift.mjs: the layout shift's sum over a scripted hot-seat game, and its largest sources. */
export function layoutShiftGame(page: Page, options?: { actions?: number; seed?: number; refuseEvery?: number }): Promise<{ sum: number; frame: number; frameSources: string[]; sources: [string, number][]; samples: unknown[] }>;
