import { render, screen, within } from '@testing-library/react';

import { dropOffCurve, type RevenueMonth } from '@/lib/insight/statistics';

import { niceTicks } from '@/components/insight/charts/chart-geometry';
import { CHART_COLOURS } from '@/components/insight/charts/chart-marks';
import { DropOffChart } from '@/components/insight/charts/drop-off-chart';
import { RevenueChart } from '@/components/insight/charts/revenue-chart';
import { ScoreTrendChart } from '@/components/insight/charts/score-trend-chart';
import { SubscribersChart } from '@/components/insight/charts/subscribers-chart';

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** WCAG relative luminance and contrast ratio of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('revenue chart', () => {
  // The refund across a month boundary: February's 100 refunded in March.
  const figures: RevenueMonth[] = [
    {
      month: '2026-02',
      currency: 'GBP',
      purchases: 1,
      gross: 100,
      refunds: 0,
      refunded: 0,
      net: 100,
    },
    {
      month: '2026-03',
      currency: 'GBP',
      purchases: 1,
      gross: 50,
      refunds: 1,
      refunded: 100,
      net: -50,
    },
    {
      month: '2026-03',
      currency: 'INR',
      purchases: 1,
      gross: 999,
      refunds: 0,
      refunded: 0,
      net: 999,
    },
  ];
  const months = ['2026-01', '2026-02', '2026-03'];

  it('is an image named by its title and described by its figures', () => {
    render(<RevenueChart id="revenue" currency="GBP" months={months} figures={figures} />);
    const chart = screen.getByRole('img', { name: 'Revenue per month (GBP)' });
    expect(chart).toHaveAttribute('viewBox');
    expect(chart).not.toHaveAttribute('width');
    expect(chart).toHaveAccessibleDescription(
      'From Jan 2026 to Mar 2026: £150.00 taken, £100.00 refunded, £50.00 net. ' +
        'Highest net £100.00 in Feb 2026; lowest −£50.00 in Mar 2026. ' +
        'A refund counts in the month it was made.',
    );
  });

  it('draws a bar per series and month, a negative net below the zero line', () => {
    const { container } = render(
      <RevenueChart id="revenue" currency="GBP" months={months} figures={figures} />,
    );
    const bars = (series: string) =>
      [...container.querySelectorAll(`[data-series="${series}"] rect`)] as SVGRectElement[];
    expect(bars('gross')).toHaveLength(3);
    const zeroLine = [...container.querySelectorAll('svg[role="img"] > line')].at(-1)!;
    const zero = Number(zeroLine.getAttribute('y1'));
    const [, february, march] = bars('net');
    // February's net stands on the zero line; March's hangs from it.
    expect(
      Number(february!.getAttribute('y')) + Number(february!.getAttribute('height')),
    ).toBeCloseTo(zero);
    expect(Number(march!.getAttribute('y'))).toBeCloseTo(zero);
    expect(Number(march!.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('tells the series apart by pattern as well as colour, and names them in a legend', () => {
    const { container } = render(
      <RevenueChart id="revenue" currency="GBP" months={months} figures={figures} />,
    );
    const fillOf = (series: string) =>
      container.querySelector(`[data-series="${series}"] rect`)!.getAttribute('fill');
    expect(fillOf('gross')).toBe(CHART_COLOURS.blue);
    expect(fillOf('refunded')).toBe('url(#revenue-refunded)');
    expect(fillOf('net')).toBe('url(#revenue-net)');
    expect(container.querySelector('pattern#revenue-refunded')).not.toBeNull();
    expect(container.querySelector('pattern#revenue-net')).not.toBeNull();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Taken', 'Refunded', 'Net']);
  });

  it('gives the same figures in a table beneath, every month, in the chart’s currency', () => {
    render(<RevenueChart id="revenue" currency="GBP" months={months} figures={figures} />);
    const table = screen.getByRole('table', { name: /revenue per month \(GBP\): figures/i });
    expect(cells(table)).toEqual([
      ['Jan 2026', '0', '£0.00', '0', '£0.00', '£0.00'],
      ['Feb 2026', '1', '£100.00', '0', '£0.00', '£100.00'],
      ['Mar 2026', '1', '£50.00', '1', '£100.00', '−£50.00'],
    ]);
  });

  it('says so when the months hold no money', () => {
    render(<RevenueChart id="revenue" currency="GBP" months={['2026-01']} figures={[]} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No purchases or refunds in these months.')).toBeInTheDocument();
  });
});

describe('subscribers chart', () => {
  const months = [
    { month: '2025-11', subscribers: 12 },
    { month: '2025-12', subscribers: 31 },
    { month: '2026-01', subscribers: 30 },
  ];

  it('draws a line through each month’s end and summarises it', () => {
    const { container } = render(<SubscribersChart id="subscribers" months={months} />);
    const chart = screen.getByRole('img', { name: 'Active subscribers at each month’s end' });
    expect(chart).toHaveAccessibleDescription(
      'From Nov 2025 to Jan 2026: 12 subscribers at the first month’s end, 30 at the last; ' +
        'the most, 31, in Dec 2025.',
    );
    const points = container.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(points).toHaveLength(3);
    // Higher on the drawing for more subscribers.
    const ys = points.map((point) => Number(point.split(',')[1]));
    expect(ys[1]).toBeLessThan(ys[0]!);
    // The first month and every January name their year on the axis.
    expect(within(chart).getByText('Nov 2025')).toBeInTheDocument();
    expect(within(chart).getByText('Jan 2026')).toBeInTheDocument();
  });

  it('lists the months in a table beneath', () => {
    render(<SubscribersChart id="subscribers" months={months} />);
    expect(cells(screen.getByRole('table'))).toEqual([
      ['Nov 2025', '12'],
      ['Dec 2025', '31'],
      ['Jan 2026', '30'],
    ]);
  });
});

describe('drop-off chart', () => {
  // Four starts of a 20-second lesson, as in statistics.test.ts: 100 %, 75 %, 50 %, 50 %.
  const points = dropOffCurve(
    [
      { bins: [0, 1, 2, 3], completedAt: null },
      { bins: [0, 1, 2], completedAt: null },
      { bins: [0, 1], completedAt: null },
      { bins: [0, 3], completedAt: null },
    ],
    20,
  );

  it('shades the share still watching and says where the starts went', () => {
    const { container } = render(<DropOffChart id="drop" starts={4} points={points} />);
    const chart = screen.getByRole('img', { name: 'Still watching, every 5 seconds' });
    expect(chart).toHaveAccessibleDescription(
      'Of 4 starts of this 0:20 lesson, 50 % were still watching at 0:10, half way, and ' +
        '50 % saw its last 5 seconds.',
    );
    expect(container.querySelector('[data-series="share"] polygon')).not.toBeNull();
    expect(within(chart).getByText('100 %')).toBeInTheDocument();
  });

  it('lists every 5 seconds in a table beneath', () => {
    render(<DropOffChart id="drop" starts={4} points={points} />);
    expect(cells(screen.getByRole('table'))).toEqual([
      ['0:00', '4', '100 %'],
      ['0:05', '3', '75 %'],
      ['0:10', '2', '50 %'],
      ['0:15', '2', '50 %'],
    ]);
  });

  it('says when nobody has started the lesson', () => {
    render(<DropOffChart id="drop" starts={0} points={[]} />);
    expect(screen.getByText('Nobody has started this lesson yet.')).toBeInTheDocument();
  });

  it('puts a long lesson’s table in a box keyboard users can scroll', () => {
    const long = dropOffCurve([{ bins: [0, 1, 2], completedAt: null }], 600);
    render(<DropOffChart id="drop" starts={1} points={long} />);
    const region = screen.getByRole('region', { name: /still watching.*figures/i });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('row')).toHaveLength(121);
  });
});

describe('score trend chart', () => {
  const papers = [
    { paperId: 3, kind: 'oral' as const, takenAt: '2026-11-05T10:00:00Z', score: 0.75 },
    { paperId: 1, kind: 'short' as const, takenAt: '2026-11-01T10:00:00Z', score: 0.375 },
    { paperId: 4, kind: 'short' as const, takenAt: '2026-11-08T10:00:00Z', score: 0.5 },
  ];

  it('draws a line per kind of paper, each its own dash and point shape', () => {
    const { container } = render(<ScoreTrendChart id="scores" papers={papers} />);
    const chart = screen.getByRole('img', { name: 'Scores over time' });
    expect(chart).toHaveAccessibleDescription(
      '3 marked papers from 1 Nov 2026 to 8 Nov 2026: scores from 38 % to 75 %; the latest 50 %.',
    );
    expect(container.querySelectorAll('[data-series="short"] circle')).toHaveLength(2);
    expect(container.querySelectorAll('[data-series="oral"] polygon')).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Short cases', 'Oral']);
  });

  it('lists the papers in the order taken', () => {
    render(<ScoreTrendChart id="scores" papers={papers} />);
    expect(cells(screen.getByRole('table'))).toEqual([
      ['1 Nov 2026', 'Short cases', '38 %'],
      ['5 Nov 2026', 'Oral', '75 %'],
      ['8 Nov 2026', 'Short cases', '50 %'],
    ]);
  });
});

describe('chart marks and scales', () => {
  it('draws with colours of at least 3:1 against the white page', () => {
    for (const colour of Object.values(CHART_COLOURS)) {
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(3);
    }
  });

  it('puts round ticks around the figures and zero', () => {
    expect(niceTicks(-50, 100)).toEqual([-50, 0, 50, 100]);
    expect(niceTicks(0, 37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});
