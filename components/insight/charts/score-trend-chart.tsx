import { SCORED_PAPER_KINDS, type ScoredPaperKind } from '@/lib/practice/rules';
import { SCORED_PAPER_KIND_LABELS } from '@/lib/practice/texts';
import { dayLabel, chartTexts as say, share } from '@/lib/insight/texts';

import { CHART_COLOURS, ChartLegend, type LineStyle } from './chart-marks';
import { FiguresTable } from './figures-table';
import { LineChart } from './line-chart';

/*
 * A student's paper scores over time, one line per kind of paper, told apart by colour, dash and
 * point shape, with the figures in a table beneath (docs/insight.md). Time runs along the axis,
 * so a gap of weeks looks like one.
 */

const STYLES: Record<ScoredPaperKind, LineStyle> = {
  short: { colour: CHART_COLOURS.red, marker: 'circle' },
  long: { colour: CHART_COLOURS.blue, dash: '6 4', marker: 'square' },
  oral: { colour: CHART_COLOURS.green, dash: '2 3', marker: 'diamond' },
};

export type ScorePoint = { paperId: number; kind: ScoredPaperKind; takenAt: string; score: number };

export function ScoreTrendChart({ id, papers }: { id: string; papers: readonly ScorePoint[] }) {
  if (papers.length === 0) return <p className="text-slate-700">{say.scoresNone}</p>;
  const sorted = [...papers].sort((a, b) => a.takenAt.localeCompare(b.takenAt));
  const time = (paper: ScorePoint) => Date.parse(paper.takenAt);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const scores = sorted.map((paper) => paper.score);
  const summary = say.scoresSummary({
    papers: sorted.length,
    first: dayLabel(first.takenAt),
    last: dayLabel(last.takenAt),
    low: share(Math.min(...scores)),
    high: share(Math.max(...scores)),
    latest: share(last.score),
  });
  const kinds = SCORED_PAPER_KINDS.filter((kind) => sorted.some((paper) => paper.kind === kind));
  const series = kinds.map((kind) => ({
    key: kind,
    label: SCORED_PAPER_KIND_LABELS[kind],
    points: sorted
      .filter((paper) => paper.kind === kind)
      .map((paper) => ({ x: time(paper), y: paper.score })),
    style: STYLES[kind],
  }));
  const span = time(last) - time(first);
  return (
    <figure className="space-y-3">
      <LineChart
        id={id}
        title={say.scoresTitle}
        summary={summary}
        series={series}
        xDomain={span > 0 ? [time(first), time(last)] : [time(first) - 1, time(first) + 1]}
        xTicks={
          span > 0
            ? [
                { value: time(first), label: dayLabel(first.takenAt) },
                { value: time(last), label: dayLabel(last.takenAt) },
              ]
            : [{ value: time(first), label: dayLabel(first.takenAt) }]
        }
        yDomain={[0, 1]}
        formatTick={share}
      />
      <figcaption className="space-y-1">
        <span className="block font-medium text-slate-800">{say.scoresTitle}</span>
        <ChartLegend
          id={id}
          entries={series.map(({ key, label, style }) => ({ key, label, style }))}
        />
      </figcaption>
      <FiguresTable
        caption={`${say.scoresTitle}: ${say.figures.toLowerCase()}`}
        rows={sorted}
        rowKey={(row) => String(row.paperId)}
        tall={sorted.length > 12}
        columns={[
          { label: say.scoresColumns.date, cell: (row) => dayLabel(row.takenAt) },
          { label: say.scoresColumns.paper, cell: (row) => SCORED_PAPER_KIND_LABELS[row.kind] },
          { label: say.scoresColumns.score, cell: (row) => share(row.score), numeric: true },
        ]}
      />
    </figure>
  );
}
