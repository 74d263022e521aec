import type { RevenueMonth } from '@/lib/insight/statistics';
import { chartTexts as say, money, monthLabel, monthTicks } from '@/lib/insight/texts';

import { BarChart, type BarSeries } from './bar-chart';
import { CHART_COLOURS, ChartLegend } from './chart-marks';
import { FiguresTable } from './figures-table';

/*
 * Money per month in one currency: taken, refunded (in the month of the refund) and net, as bars
 * with the same figures in a table beneath (docs/insight.md).
 */

const SERIES = [
  { key: 'gross', fill: { colour: CHART_COLOURS.blue, pattern: 'solid' } },
  { key: 'refunded', fill: { colour: CHART_COLOURS.red, pattern: 'hatch' } },
  { key: 'net', fill: { colour: CHART_COLOURS.green, pattern: 'dots' } },
] as const;

type Row = Omit<RevenueMonth, 'currency'>;

export function RevenueChart({
  id,
  currency,
  months,
  figures,
}: {
  id: string;
  currency: string;
  /** Every month shown, in order, 'YYYY-MM'. */
  months: readonly string[];
  /** The months' figures in `currency`; a month without any is drawn as nothing taken. */
  figures: readonly RevenueMonth[];
}) {
  const rows: Row[] = months.map(
    (month) =>
      figures.find((row) => row.month === month && row.currency === currency) ?? {
        month,
        purchases: 0,
        gross: 0,
        refunds: 0,
        refunded: 0,
        net: 0,
      },
  );
  const title = say.revenueTitle(currency);
  if (rows.every((row) => row.purchases === 0 && row.refunds === 0)) {
    return (
      <figure className="space-y-2">
        <figcaption className="font-medium text-slate-800">{title}</figcaption>
        <p className="text-slate-700">{say.revenueNone}</p>
      </figure>
    );
  }
  const cash = (amount: number) => money(amount, currency);
  const total = (pick: (row: Row) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const best = rows.reduce((a, b) => (b.net > a.net ? b : a));
  const worst = rows.reduce((a, b) => (b.net < a.net ? b : a));
  const summary = say.revenueSummary({
    first: months[0]!,
    last: months[months.length - 1]!,
    gross: cash(total((row) => row.gross)),
    refunded: cash(total((row) => row.refunded)),
    net: cash(total((row) => row.net)),
    best: { month: best.month, net: cash(best.net) },
    worst: { month: worst.month, net: cash(worst.net) },
  });
  const compact = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    notation: 'compact',
  });
  const series: BarSeries[] = SERIES.map(({ key, fill }) => ({
    key,
    label: say.revenueSeries[key],
    values: rows.map((row) => row[key]),
    fill,
  }));

  return (
    <figure className="space-y-3">
      <BarChart
        id={id}
        title={title}
        summary={summary}
        categories={monthTicks(months)}
        series={series}
        formatTick={(value) => compact.format(value).replace('-', '−')}
      />
      <figcaption className="space-y-1">
        <span className="block font-medium text-slate-800">{title}</span>
        <ChartLegend
          id={id}
          entries={series.map(({ key, label, fill }) => ({ key, label, fill }))}
        />
      </figcaption>
      <FiguresTable
        caption={`${title}: ${say.figures.toLowerCase()}`}
        rows={rows}
        rowKey={(row) => row.month}
        columns={[
          { label: say.revenueColumns.month, cell: (row) => monthLabel(row.month) },
          { label: say.revenueColumns.purchases, cell: (row) => row.purchases, numeric: true },
          { label: say.revenueColumns.gross, cell: (row) => cash(row.gross), numeric: true },
          { label: say.revenueColumns.refunds, cell: (row) => row.refunds, numeric: true },
          { label: say.revenueColumns.refunded, cell: (row) => cash(row.refunded), numeric: true },
          { label: say.revenueColumns.net, cell: (row) => cash(row.net), numeric: true },
        ]}
      />
    </figure>
  );
}
