import type { Page } from 'playwright-core';
/** bench/layoutShift.mjs: the layout shift's sum over a scripted hot-seat game, its largest sources, every shifted element, and the refusals and banners shown. */
export function layoutShiftGame(page: Page, options?: { actions?: number; seed?: number; refuseEvery?: number; beforeEach?: () => Promise<void> }): Promise<{ sum: number; frame: number; frameSources: string[]; sources: [string, number][]; samples: unknown[]; shifted: string[]; refusals: number; banners: number }>;
