import { linear, niceTicks, PLOT, plotHeight, plotWidth, VIEW } from './chart-geometry';
import { ChartFrame, ValueAxis } from './chart-frame';
import { Marker, type LineStyle } from './chart-marks';

/*
 * Lines drawn on the server as SVG (docs/insight.md): each series its colour, dash and point
 * shape; optionally the area under a single line. role="img" with a title and a description
 * that summarises the figures.
 */

export type LineSeries = {
  key: string;
  label: string;
  points: readonly { x: number; y: number }[];
  style: LineStyle;
};

export function LineChart({
  id,
  title,
  summary,
  series,
  xDomain,
  xTicks,
  yDomain,
  formatTick,
  area = false,
  markers = true,
}: {
  id: string;
  title: string;
  summary: string;
  series: readonly LineSeries[];
  xDomain: readonly [number, number];
  /** Where the x axis is labelled, and how. */
  xTicks: readonly { value: number; label: string }[];
  /** Fixed bounds (shares run 0–1); otherwise round ticks around the figures and zero. */
  yDomain?: readonly [number, number];
  formatTick: (value: number) => string;
  /** Shade the area under the (first) line. */
  area?: boolean;
  markers?: boolean;
}) {
  const values = series.flatMap((item) => item.points.map((point) => point.y));
  const ticks = yDomain
    ? [0, 0.25, 0.5, 0.75, 1].map((f) => yDomain[0] + f * (yDomain[1] - yDomain[0]))
    : niceTicks(Math.min(...values), Math.max(...values));
  const y = linear(ticks[0]!, ticks[ticks.length - 1]!, PLOT.top + plotHeight, PLOT.top);
  const x = linear(xDomain[0], xDomain[1], PLOT.left, PLOT.left + plotWidth);
  const bottom = PLOT.top + plotHeight;

  return (
    <ChartFrame id={id} title={title} summary={summary}>
      <ValueAxis ticks={ticks} y={y} formatTick={formatTick} />
      <line x1={PLOT.left} x2={VIEW.width - PLOT.right} y1={bottom} y2={bottom} stroke="#0f172a" />
      {series.map((item, index) => {
        const path = item.points.map((point) => `${x(point.x)},${y(point.y)}`).join(' ');
        const first = item.points[0];
        const last = item.points[item.points.length - 1];
        return (
          <g key={item.key} data-series={item.key}>
            {area && index === 0 && first && last && (
              <polygon
                points={`${x(first.x)},${bottom} ${path} ${x(last.x)},${bottom}`}
                fill={item.style.colour}
                fillOpacity={0.12}
              />
            )}
            {item.points.length > 1 && (
              <polyline
                points={path}
                fill="none"
                stroke={item.style.colour}
                strokeWidth={2}
                strokeDasharray={item.style.dash}
              />
            )}
            {(markers || item.points.length === 1) &&
              item.points.map((point) => (
                <Marker key={point.x} style={item.style} x={x(point.x)} y={y(point.y)} />
              ))}
          </g>
        );
      })}
      <g fill="#334155">
        {xTicks.map((tick, index) => (
          <text
            key={tick.value}
            x={x(tick.value)}
            y={VIEW.height - 10}
            textAnchor={
              xTicks.length > 1 && index === xTicks.length - 1
                ? 'end'
                : index === 0 && xTicks.length > 1
                  ? 'start'
                  : 'middle'
            }
          >
            {tick.label}
          </text>
        ))}
      </g>
    </ChartFrame>
  );
}
