import type { SubscriberMonth } from '@/lib/insight/statistics';
import { chartTexts as say, monthLabel, monthTicks } from '@/lib/insight/texts';

import { labelEvery } from './chart-geometry';
import { CHART_COLOURS } from './chart-marks';
import { FiguresTable } from './figures-table';
import { LineChart } from './line-chart';

/*
 * Active subscribers at each month's end, as a line with the same figures in a table beneath
 * (docs/insight.md).
 */

const STYLE = { colour: CHART_COLOURS.blue, marker: 'circle' } as const;

export function SubscribersChart({
  id,
  months,
}: {
  id: string;
  /** Every month shown, in order, with its count (zero included). */
  months: readonly SubscriberMonth[];
}) {
  if (months.length === 0) return null;
  const most = months.reduce((a, b) => (b.subscribers > a.subscribers ? b : a));
  const summary = say.subscribersSummary({
    first: months[0]!.month,
    last: months[months.length - 1]!.month,
    start: months[0]!.subscribers,
    end: months[months.length - 1]!.subscribers,
    most: most.subscribers,
    mostMonth: most.month,
  });
  const every = labelEvery(months.length);
  const labels = monthTicks(months.map((month) => month.month));
  return (
    <figure className="space-y-3">
      <LineChart
        id={id}
        title={say.subscribersTitle}
        summary={summary}
        series={[
          {
            key: 'subscribers',
            label: say.subscribersSeries,
            points: months.map((month, index) => ({ x: index, y: month.subscribers })),
            style: STYLE,
          },
        ]}
        xDomain={[0, Math.max(1, months.length - 1)]}
        xTicks={months.flatMap((month, index) =>
          index % every === 0 ? [{ value: index, label: labels[index]! }] : [],
        )}
        formatTick={(value) => value.toLocaleString('en-GB')}
      />
      <figcaption className="font-medium text-slate-800">{say.subscribersTitle}</figcaption>
      <FiguresTable
        caption={`${say.subscribersTitle}: ${say.figures.toLowerCase()}`}
        rows={months}
        rowKey={(row) => row.month}
        columns={[
          { label: say.subscribersColumns.month, cell: (row) => monthLabel(row.month) },
          {
            label: say.subscribersColumns.subscribers,
            cell: (row) => row.subscribers.toLocaleString('en-GB'),
            numeric: true,
          },
        ]}
      />
    </figure>
  );
}
