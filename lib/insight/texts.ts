import { INSIGHT_TIME_ZONE } from './rules';

/*
 * What insight's charts and tables say (docs/insight.md), and how they write money, months,
 * shares and moments of a lesson. Zod-free and database-free, so any component imports it.
 */

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortMonthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INSIGHT_TIME_ZONE,
});

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** 'Mar 2026' for '2026-03'. */
export const monthLabel = (month: string) => monthFormat.format(monthDate(month));

/** Axis labels of months: 'Mar', with the year on the first and on every January. */
export const monthTicks = (months: readonly string[]) =>
  months.map((month, index) =>
    index === 0 || month.endsWith('-01')
      ? monthLabel(month)
      : shortMonthFormat.format(monthDate(month)),
  );

/** '4 Mar 2026' for an instant, on the UK clock. */
export const dayLabel = (iso: string) => dayFormat.format(new Date(iso));

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** '£1,234.50', '−£50.00': an amount in a currency, with a true minus sign. */
export function money(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount).replace('-', '−');
}

/** '45 %' for 0.45, as the coverage page writes scores. */
export const share = (value: number) => `${Math.round(value * 100)} %`;

/** '1:05' for 65 seconds into a lesson. */
export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

export const chartTexts = {
  figures: 'Figures',
  revenueTitle: (currency: string) => `Revenue per month (${currency})`,
  revenueSeries: { gross: 'Taken', refunded: 'Refunded', net: 'Net' },
  revenueColumns: {
    month: 'Month',
    purchases: 'Purchases',
    gross: 'Taken',
    refunds: 'Refunds',
    refunded: 'Refunded',
    net: 'Net',
  },
  revenueNone: 'No purchases or refunds in these months.',
  revenueSummary: (a: {
    first: string;
    last: string;
    gross: string;
    refunded: string;
    net: string;
    best: { month: string; net: string };
    worst: { month: string; net: string };
  }) =>
    `From ${monthLabel(a.first)} to ${monthLabel(a.last)}: ${a.gross} taken, ${a.refunded} ` +
    `refunded, ${a.net} net. Highest net ${a.best.net} in ${monthLabel(a.best.month)}; lowest ` +
    `${a.worst.net} in ${monthLabel(a.worst.month)}. A refund counts in the month it was made.`,

  subscribersTitle: 'Active subscribers at each month’s end',
  subscribersSeries: 'Active subscribers',
  subscribersColumns: { month: 'Month', subscribers: 'Active subscribers' },
  subscribersSummary: (a: {
    first: string;
    last: string;
    start: number;
    end: number;
    most: number;
    mostMonth: string;
  }) =>
    `From ${monthLabel(a.first)} to ${monthLabel(a.last)}: ${plural(a.start, 'subscriber', 'subscribers')} ` +
    `at the first month’s end, ${a.end.toLocaleString('en-GB')} at the last; the most, ` +
    `${a.most.toLocaleString('en-GB')}, in ${monthLabel(a.mostMonth)}.`,

  dropOffTitle: 'Still watching, every 5 seconds',
  dropOffSeries: 'Share of starts',
  dropOffColumns: { from: 'From', viewers: 'Students', share: 'Share of starts' },
  dropOffNone: 'Nobody has started this lesson yet.',
  dropOffSummary: (a: {
    starts: number;
    length: string;
    half: string;
    halfShare: string;
    lastShare: string;
  }) =>
    `Of ${plural(a.starts, 'start', 'starts')} of this ${a.length} lesson, ${a.halfShare} were ` +
    `still watching at ${a.half}, half way, and ${a.lastShare} saw its last 5 seconds.`,

  scoresTitle: 'Scores over time',
  scoresColumns: { date: 'Date', paper: 'Paper', score: 'Score' },
  scoresNone: 'Scores appear here once the cases of a paper are marked.',
  scoresSummary: (a: {
    papers: number;
    first: string;
    last: string;
    low: string;
    high: string;
    latest: string;
  }) =>
    `${plural(a.papers, 'marked paper', 'marked papers')} from ${a.first} to ${a.last}: scores ` +
    `from ${a.low} to ${a.high}; the latest ${a.latest}.`,
} as const;
