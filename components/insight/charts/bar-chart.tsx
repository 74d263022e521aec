import { labelEvery, linear, niceTicks, PLOT, plotHeight, plotWidth, VIEW } from './chart-geometry';
import { ChartFrame, ValueAxis } from './chart-frame';
import { FillPattern, paintOf, type BarFill } from './chart-marks';

/*
 * Grouped bars drawn on the server as SVG (docs/insight.md): one group per category, one bar per
 * series, from a zero line so a negative figure hangs below it. role="img" with a title and a
 * description that summarises the figures; the bars themselves are not read out.
 */

export type BarSeries = {
  key: string;
  label: string;
  values: readonly number[];
  fill: BarFill;
};

export function BarChart({
  id,
  title,
  summary,
  categories,
  series,
  formatTick,
}: {
  /** Unique on the page: the title's, the description's and the patterns' ids start with it. */
  id: string;
  title: string;
  summary: string;
  /** The axis label of each group. */
  categories: readonly string[];
  series: readonly BarSeries[];
  formatTick: (value: number) => string;
}) {
  const values = series.flatMap((item) => item.values);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const y = linear(ticks[0]!, ticks[ticks.length - 1]!, PLOT.top + plotHeight, PLOT.top);
  const band = plotWidth / Math.max(1, categories.length);
  const inner = band * 0.8;
  const barWidth = inner / Math.max(1, series.length);
  const every = labelEvery(categories.length);
  const zero = y(0);

  return (
    <ChartFrame id={id} title={title} summary={summary}>
      <defs>
        {series.map((item) => (
          <FillPattern key={item.key} id={`${id}-${item.key}`} fill={item.fill} />
        ))}
      </defs>
      <ValueAxis ticks={ticks} y={y} formatTick={formatTick} />
      {series.map((item, s) => (
        <g key={item.key} data-series={item.key}>
          {item.values.map((value, c) => {
            const top = Math.min(y(value), zero);
            return (
              <rect
                key={categories[c]}
                data-category={categories[c]}
                x={PLOT.left + c * band + (band - inner) / 2 + s * barWidth}
                y={top}
                width={Math.max(1, barWidth - 1)}
                height={Math.abs(y(value) - zero)}
                fill={paintOf(`${id}-${item.key}`, item.fill)}
                stroke={item.fill.colour}
                strokeWidth={1}
              />
            );
          })}
        </g>
      ))}
      <line x1={PLOT.left} x2={VIEW.width - PLOT.right} y1={zero} y2={zero} stroke="#0f172a" />
      <g fill="#334155" textAnchor="middle">
        {categories.map((label, c) =>
          c % every === 0 ? (
            <text key={label} x={PLOT.left + c * band + band / 2} y={VIEW.height - 10}>
              {label}
            </text>
          ) : null,
        )}
      </g>
    </ChartFrame>
  );
}
