import { formatUkDay } from '@/lib/formatter';
import type { PaperScore } from '@/lib/practice/calls';
import { SCORED_PAPER_KINDS, type ScoredPaperKind } from '@/lib/practice/rules';
import { coverageMessages as say, percent, SCORED_PAPER_KIND_LABELS } from '@/lib/practice/texts';

/*
 * The papers' scores over time as an inline SVG drawn on the server: one line per kind of paper,
 * told apart by colour and by the shape of its points, with a legend and the same figures as a
 * table for screen readers.
 */

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 28, left: 44 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const KIND_COLOURS: Record<ScoredPaperKind, string> = {
  short: '#9a2424',
  long: '#1d4ed8',
  oral: '#047857',
};

type Point = { paper: PaperScore & { score: number }; x: number; y: number };

/** A point's marker: a circle for short cases, a square for long cases, a diamond for the oral. */
function Marker({ kind, x, y }: { kind: ScoredPaperKind; x: number; y: number }) {
  const fill = KIND_COLOURS[kind];
  if (kind === 'short') return <circle cx={x} cy={y} r={5} fill={fill} data-kind={kind} />;
  if (kind === 'long') {
    return <rect x={x - 4.5} y={y - 4.5} width={9} height={9} fill={fill} data-kind={kind} />;
  }
  return (
    <polygon
      points={`${x},${y - 6} ${x + 6},${y} ${x},${y + 6} ${x - 6},${y}`}
      fill={fill}
      data-kind={kind}
    />
  );
}

export function CoverageChart({ papers }: { papers: PaperScore[] }) {
  const scored = papers.filter(
    (paper): paper is PaperScore & { score: number } => paper.score !== null,
  );
  if (scored.length === 0) return <p className="text-slate-600">{say.chartNone}</p>;

  const step = scored.length > 1 ? PLOT_W / (scored.length - 1) : 0;
  const points: Point[] = scored.map((paper, index) => ({
    paper,
    x: PAD.left + (scored.length > 1 ? index * step : PLOT_W / 2),
    y: PAD.top + (1 - paper.score) * PLOT_H,
  }));
  const kinds = SCORED_PAPER_KINDS.filter((kind) => points.some((p) => p.paper.kind === kind));

  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-2xl"
        role="img"
        aria-labelledby="coverage-chart-title coverage-chart-description"
      >
        <title id="coverage-chart-title">{say.chartTitle}</title>
        <desc id="coverage-chart-description">{say.chartDescription(scored.length)}</desc>
        {[0, 0.5, 1].map((tick) => {
          const y = PAD.top + (1 - tick) * PLOT_H;
          return (
            <g key={tick} aria-hidden="true">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e2e8f0" />
              <text x={PAD.left - 8} y={y + 4} textAnchor="end" fontSize="12" fill="#475569">
                {percent(tick)} %
              </text>
            </g>
          );
        })}
        <g aria-hidden="true" fontSize="12" fill="#475569">
          <text x={PAD.left} y={HEIGHT - 8}>
            {formatUkDay(scored[0].takenAt)}
          </text>
          {scored.length > 1 && (
            <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
              {formatUkDay(scored[scored.length - 1].takenAt)}
            </text>
          )}
        </g>
        {kinds.map((kind) => {
          const line = points.filter((p) => p.paper.kind === kind);
          return (
            <g key={kind} data-series={kind}>
              {line.length > 1 && (
                <polyline
                  points={line.map((p) => `${p.x},${p.y}`).join(' ')}
                  fill="none"
                  stroke={KIND_COLOURS[kind]}
                  strokeWidth={2}
                  strokeDasharray={kind === 'long' ? '6 4' : kind === 'oral' ? '2 3' : undefined}
                />
              )}
              {line.map((p) => (
                <Marker key={p.paper.paperId} kind={kind} x={p.x} y={p.y} />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" aria-label="Legend">
          {kinds.map((kind) => (
            <li key={kind} className="flex items-center gap-2">
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <Marker kind={kind} x={8} y={8} />
              </svg>
              {SCORED_PAPER_KIND_LABELS[kind]}
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{say.chartTable}</summary>
        <table className="mt-2 w-full max-w-2xl text-left">
          <caption className="sr-only">{say.chartTitle}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-4">
                Date
              </th>
              <th scope="col" className="py-1 pr-4">
                Paper
              </th>
              <th scope="col" className="py-1 pr-4">
                Cases marked
              </th>
              <th scope="col" className="py-1">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {scored.map((paper) => (
              <tr key={paper.paperId} className="border-b border-slate-100">
                <td className="py-1 pr-4">{formatUkDay(paper.takenAt)}</td>
                <td className="py-1 pr-4">{SCORED_PAPER_KIND_LABELS[paper.kind]}</td>
                <td className="py-1 pr-4">{say.seenOf(paper.scored, paper.cases)}</td>
                <td className="py-1">{percent(paper.score)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
