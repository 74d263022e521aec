import type { ReactNode } from 'react';

import { FONT_SIZE, PLOT, VIEW } from './chart-geometry';

/*
 * What every insight chart draws the same way (docs/insight.md): its frame, read as one image
 * named by its title and described by a summary of its figures, and its value axis.
 */

/** The chart's SVG: it scales with its container; `id` starts the title's and summary's ids. */
export function ChartFrame({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      className="h-auto w-full max-w-xl"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      fontSize={FONT_SIZE}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {children}
    </svg>
  );
}

/** A light rule across the plot at each of the value axis's ticks, labelled at its left. */
export function ValueAxis({
  ticks,
  y,
  formatTick,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  formatTick: (value: number) => string;
}) {
  return (
    <g fill="#334155">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PLOT.left}
            x2={VIEW.width - PLOT.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="#cbd5e1"
          />
          <text x={PLOT.left - 6} y={y(tick) + 5} textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}
