/*
 * The geometry shared by insight's charts: one drawing size (the SVG scales to its container
 * through its viewBox), round tick values, and a linear mapping from figures to the drawing.
 * Narrow enough that the 14-unit text is still about 11 px on a 320 px screen.
 */

export const VIEW = { width: 360, height: 220 } as const;
export const PLOT = { top: 12, right: 12, bottom: 30, left: 52 } as const;
export const FONT_SIZE = 14;

export const plotWidth = VIEW.width - PLOT.left - PLOT.right;
export const plotHeight = VIEW.height - PLOT.top - PLOT.bottom;

/**
 * Round tick values spanning [low, high] (and zero), about `count` of them: steps of 1, 2 or 5
 * times a power of ten.
 */
export function niceTicks(low: number, high: number, count = 4): number[] {
  const from = Math.min(0, low);
  const to = Math.max(0, high);
  if (from === to) return [0, 1];
  const rough = (to - from) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  const ticks: number[] = [];
  for (let tick = Math.floor(from / step) * step; tick < to + step / 2; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  if (ticks[ticks.length - 1]! < to)
    ticks.push(Number((ticks[ticks.length - 1]! + step).toPrecision(12)));
  return ticks;
}

/** Maps a value in [d0, d1] onto [r0, r1]. */
export const linear =
  (d0: number, d1: number, r0: number, r1: number) =>
  (value: number): number =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);

/** Every how many categories an axis names one, so labels of about `labelWidth` never touch. */
export const labelEvery = (categories: number, labelWidth = 44) =>
  Math.max(1, Math.ceil((categories * labelWidth) / plotWidth));
