import { WATCH_BIN_SECONDS, type DropOffPoint } from '@/lib/insight/statistics';
import { clock, chartTexts as say, share } from '@/lib/insight/texts';

import { CHART_COLOURS } from './chart-marks';
import { FiguresTable } from './figures-table';
import { LineChart } from './line-chart';

/*
 * A lesson's drop-off curve: of its starts, the share that saw each 5-second bin (docs/
 * insight.md), as a shaded line with the figures in a table beneath.
 */

const STYLE = { colour: CHART_COLOURS.blue, marker: 'circle' } as const;

export function DropOffChart({
  id,
  starts,
  points,
}: {
  id: string;
  starts: number;
  points: readonly DropOffPoint[];
}) {
  if (starts === 0 || points.length === 0) {
    return <p className="text-slate-700">{say.dropOffNone}</p>;
  }
  const length = points.length * WATCH_BIN_SECONDS;
  const half = points[Math.floor(points.length / 2)]!;
  const summary = say.dropOffSummary({
    starts,
    length: clock(length),
    half: clock(half.second),
    halfShare: share(half.share),
    lastShare: share(points[points.length - 1]!.share),
  });
  const tickEvery = Math.max(1, Math.ceil(points.length / 4));
  const ticks = points
    .filter((point) => point.bin % tickEvery === 0)
    .map((point) => ({ value: point.second, label: clock(point.second) }));
  return (
    <figure className="space-y-3">
      <LineChart
        id={id}
        title={say.dropOffTitle}
        summary={summary}
        series={[
          {
            key: 'share',
            label: say.dropOffSeries,
            points: points.map((point) => ({ x: point.second, y: point.share })),
            style: STYLE,
          },
        ]}
        xDomain={[0, Math.max(WATCH_BIN_SECONDS, points[points.length - 1]!.second)]}
        xTicks={ticks}
        yDomain={[0, 1]}
        formatTick={share}
        area
        markers={points.length <= 24}
      />
      <figcaption className="font-medium text-slate-800">{say.dropOffTitle}</figcaption>
      <FiguresTable
        caption={`${say.dropOffTitle}: ${say.figures.toLowerCase()}`}
        rows={points}
        rowKey={(row) => String(row.bin)}
        tall={points.length > 12}
        columns={[
          { label: say.dropOffColumns.from, cell: (row) => clock(row.second) },
          { label: say.dropOffColumns.viewers, cell: (row) => row.viewers, numeric: true },
          { label: say.dropOffColumns.share, cell: (row) => share(row.share), numeric: true },
        ]}
      />
    </figure>
  );
}
