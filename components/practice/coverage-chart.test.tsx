import { render, screen, within } from '@testing-library/react';

import type { PaperScore } from '@/lib/practice/calls';

import { CoverageChart } from '@/components/practice/coverage-chart';

const paper = (
  paperId: number,
  kind: PaperScore['kind'],
  takenAt: string,
  score: number | null,
): PaperScore => ({ paperId, kind, takenAt, cases: 5, scored: score === null ? 0 : 4, score });

const papers = [
  paper(1, 'short', '2026-11-01T10:00:00Z', 0.375),
  paper(2, 'long', '2026-11-03T10:00:00Z', null),
  paper(3, 'oral', '2026-11-05T10:00:00Z', 0.75),
  paper(4, 'short', '2026-11-08T10:00:00Z', 0.5),
];

it('draws a point per marked paper, shaped by its kind, in the order taken', () => {
  const { container } = render(<CoverageChart papers={papers} />);
  const chart = screen.getByRole('img', { name: /scores over time/i });
  const short = chart.querySelectorAll('[data-series="short"] circle');
  const oral = chart.querySelectorAll('[data-series="oral"] polygon');
  expect(short).toHaveLength(2);
  expect(oral).toHaveLength(1);
  // The unmarked long paper has no point.
  expect(container.querySelector('[data-series="long"]')).toBeNull();
  // Left to right in time; higher on the chart for a higher score.
  const [first, last] = [...short].map((point) => ({
    x: Number(point.getAttribute('cx')),
    y: Number(point.getAttribute('cy')),
  }));
  expect(first.x).toBeLessThan(last.x);
  expect(last.y).toBeLessThan(first.y);
  expect(chart.querySelector('[data-series="short"] polyline')).not.toBeNull();
});

it('has a legend naming each kind drawn', () => {
  render(<CoverageChart papers={papers} />);
  const legend = screen.getByRole('list', { name: 'Legend' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Short cases', 'Oral']);
});

it('gives the same figures as a table', () => {
  render(<CoverageChart papers={papers} />);
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(
    rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
  ).toEqual([
    ['1 Nov 2026', 'Short cases', '4 of 5', '38 %'],
    ['5 Nov 2026', 'Oral', '4 of 5', '75 %'],
    ['8 Nov 2026', 'Short cases', '4 of 5', '50 %'],
  ]);
});

it('says when no paper is marked yet', () => {
  render(<CoverageChart papers={[paper(2, 'long', '2026-11-03T10:00:00Z', null)]} />);
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByText(/once you have marked the cases of a paper/)).toBeInTheDocument();
});
