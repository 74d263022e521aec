/*
 * How insight's charts tell series apart without colour alone (docs/insight.md): each series
 * has a colour of at least 3:1 against the white page and also a fill pattern (bars) or a dash
 * and a point shape (lines), and the legend shows the same marks beside the series' names.
 */

/** Colours with at least 4.5:1 contrast against white, and differing in lightness too. */
export const CHART_COLOURS = {
  blue: '#1e40af',
  red: '#b91c1c',
  green: '#047857',
  slate: '#334155',
} as const;

export type BarFill = { colour: string; pattern: 'solid' | 'hatch' | 'dots' };
export type LineStyle = {
  colour: string;
  dash?: string;
  marker: 'circle' | 'square' | 'diamond' | 'triangle';
};

/** A bar's fill: a pattern drawn in the series' colour on white, or its colour. */
export function FillPattern({ id, fill }: { id: string; fill: BarFill }) {
  if (fill.pattern === 'solid') return null;
  return (
    <pattern
      id={id}
      width={6}
      height={6}
      patternUnits="userSpaceOnUse"
      patternTransform={fill.pattern === 'hatch' ? 'rotate(45)' : undefined}
    >
      <rect width={6} height={6} fill="#ffffff" />
      {fill.pattern === 'hatch' ? (
        <rect width={3} height={6} fill={fill.colour} />
      ) : (
        <circle cx={3} cy={3} r={1.6} fill={fill.colour} />
      )}
    </pattern>
  );
}

export const paintOf = (id: string, fill: BarFill) =>
  fill.pattern === 'solid' ? fill.colour : `url(#${id})`;

/** A point of a line series, in its shape. */
export function Marker({ style, x, y }: { style: LineStyle; x: number; y: number }) {
  const fill = style.colour;
  switch (style.marker) {
    case 'circle':
      return <circle cx={x} cy={y} r={4} fill={fill} />;
    case 'square':
      return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} fill={fill} />;
    case 'diamond':
      return (
        <polygon points={`${x},${y - 5} ${x + 5},${y} ${x},${y + 5} ${x - 5},${y}`} fill={fill} />
      );
    case 'triangle':
      return <polygon points={`${x},${y - 5} ${x + 5},${y + 4} ${x - 5},${y + 4}`} fill={fill} />;
  }
}

export type LegendEntry = { key: string; label: string } & (
  { fill: BarFill; style?: never } | { style: LineStyle; fill?: never }
);

/** The series' names beside the marks that draw them. */
export function ChartLegend({ id, entries }: { id: string; entries: readonly LegendEntry[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800" aria-label="Legend">
      {entries.map((entry) => (
        <li key={entry.key} className="flex items-center gap-2">
          <svg width="24" height="16" viewBox="0 0 24 16" aria-hidden="true">
            {entry.fill ? (
              <>
                <defs>
                  <FillPattern id={`${id}-legend-${entry.key}`} fill={entry.fill} />
                </defs>
                <rect
                  x={3}
                  y={2}
                  width={18}
                  height={12}
                  fill={paintOf(`${id}-legend-${entry.key}`, entry.fill)}
                  stroke={entry.fill.colour}
                  strokeWidth={1.5}
                />
              </>
            ) : (
              <>
                <line
                  x1={1}
                  x2={23}
                  y1={8}
                  y2={8}
                  stroke={entry.style.colour}
                  strokeWidth={2}
                  strokeDasharray={entry.style.dash}
                />
                <Marker style={entry.style} x={12} y={8} />
              </>
            )}
          </svg>
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
