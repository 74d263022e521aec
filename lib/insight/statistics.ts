import { monthOf, monthStart, addMonths } from './months';

/*
 * The figures insight shows (docs/insight.md), as plain functions over plain data: item analysis
 * of the case bank (facility, discrimination, internal consistency, flags), lesson engagement
 * (starts, completions, watched share, the drop-off curve) and money (revenue with refunds,
 * active subscribers, conversion). No database and no domain: queries.ts computes the same
 * figures in PostgreSQL, the roll-ups keep them, and the tests hold all three to one answer.
 */

// ---------------------------------------------------------------------------------------------
// Descriptive statistics
// ---------------------------------------------------------------------------------------------

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The arithmetic mean; null for no values. */
function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : sum(values) / values.length;
}

/**
 * The median as PostgreSQL's `percentile_cont(0.5)` gives it: the middle value, or the mean of
 * the two middle values of an even count; null for no values.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of values given with how often each occurs, as `median` of the values listed out. */
export function medianOfCounts(
  counts: readonly (readonly [value: number, count: number])[],
): number | null {
  const sorted = counts.filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((all, [, count]) => all + count, 0);
  if (total === 0) return null;
  // The values at (0-based) places ⌊(n − 1)/2⌋ and ⌈(n − 1)/2⌉ of the list written out.
  const valueAt = (place: number) => {
    let passed = 0;
    for (const [value, count] of sorted) {
      passed += count;
      if (place < passed) return value;
    }
    return sorted[sorted.length - 1]![0];
  };
  return (valueAt(Math.floor((total - 1) / 2)) + valueAt(Math.ceil((total - 1) / 2))) / 2;
}

/** Sum of squared deviations from the mean. */
function squaredDeviations(values: readonly number[]): number {
  const centre = sum(values) / values.length;
  return values.reduce((total, value) => total + (value - centre) ** 2, 0);
}

/**
 * Scores closer together than this are the same score: 17/12 − 8/12 is 0.7499999999999999 in
 * floating point, and that must not make a set of 0.75s vary (PostgreSQL's `corr()` would then
 * answer ±1 or null by the order it met the rows). Scores here are shares of 0–1 whose true
 * differences are far larger; queries.ts applies the same test.
 */
export const SPREAD_EPSILON = 1e-9;

/** Whether the values differ by more than rounding. */
function hasSpread(values: readonly number[]): boolean {
  if (values.length === 0) return false;
  let low = values[0]!;
  let high = values[0]!;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return high - low > SPREAD_EPSILON;
}

/** The sample variance (n − 1 in the denominator), as `var_samp`; null below two values. */
export function sampleVariance(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  return hasSpread(values) ? squaredDeviations(values) / (values.length - 1) : 0;
}

/**
 * Pearson's product-moment correlation of paired values, as PostgreSQL's `corr()`: null below
 * two pairs, or when either side does not vary (the correlation is undefined then).
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length) throw new RangeError('pearson: the lists differ in length');
  if (xs.length < 2 || !hasSpread(xs) || !hasSpread(ys)) return null;
  const mx = sum(xs) / xs.length;
  const my = sum(ys) / ys.length;
  const sxy = xs.reduce((total, x, i) => total + (x - mx) * (ys[i]! - my), 0);
  return sxy / Math.sqrt(squaredDeviations(xs) * squaredDeviations(ys));
}

// ---------------------------------------------------------------------------------------------
// Item analysis of the case bank
// ---------------------------------------------------------------------------------------------

/** One paper as item analysis sees it: who sat it, when, and each case's score (0–1). */
export type PaperScores = {
  paperId: number;
  studentId: number;
  /** Orders a student's papers (then the id): the earliest holds a case's first attempt. */
  startedAt: Date;
  /** With the number of its cases, the paper's format (e.g. short, 25 cases). */
  kind: string;
  /** A case's score, 0–1, once marked; null while it is not. */
  cases: readonly { caseId: number; position: number; score: number | null }[];
};

export type CaseStatistics = {
  caseId: number;
  /** Marked attempts at the case: every student, every paper. */
  attempts: number;
  /** Students whose first meeting with the case, in their earliest paper holding it, is marked. */
  firstAttempts: number;
  /** Mean first-attempt score: the share marked correct when marks are right or wrong. */
  facility: number | null;
  /** First attempts whose paper has another marked case: what discrimination is computed over. */
  pairs: number;
  /**
   * Corrected item–total correlation on first attempts: Pearson's r between the case's score
   * and the mean score of the other marked cases of the same paper. Null below two pairs or
   * when either side does not vary.
   */
  discrimination: number | null;
};

const byStart = (a: PaperScores, b: PaperScores) =>
  a.startedAt.getTime() - b.startedAt.getTime() || a.paperId - b.paperId;

/**
 * Facility and discrimination of every case with a marked attempt, by case id. A first attempt
 * is the case in the student's earliest paper that holds it, and counts only if marked there: a
 * case met again (a due review, a later paper) is easier the second time, which is why Moodle's
 * quiz statistics also take the first attempt by default.
 */
export function caseStatistics(papers: readonly PaperScores[]): CaseStatistics[] {
  const met = new Set<string>();
  const perCase = new Map<number, { attempts: number; firsts: number[]; pairs: number[][] }>();
  for (const paper of [...papers].sort(byStart)) {
    const marked = paper.cases.filter((item) => item.score !== null);
    const total = sum(marked.map((item) => item.score!));
    for (const item of paper.cases) {
      const key = `${paper.studentId}:${item.caseId}`;
      const first = !met.has(key);
      met.add(key);
      if (item.score === null) continue;
      let figures = perCase.get(item.caseId);
      if (!figures) {
        figures = { attempts: 0, firsts: [], pairs: [] };
        perCase.set(item.caseId, figures);
      }
      figures.attempts += 1;
      if (!first) continue;
      figures.firsts.push(item.score);
      if (marked.length > 1) {
        figures.pairs.push([item.score, (total - item.score) / (marked.length - 1)]);
      }
    }
  }
  return [...perCase.entries()]
    .sort(([a], [b]) => a - b)
    .map(([caseId, { attempts, firsts, pairs }]) => ({
      caseId,
      attempts,
      firstAttempts: firsts.length,
      facility: mean(firsts),
      pairs: pairs.length,
      discrimination: pearson(
        pairs.map(([x]) => x!),
        pairs.map(([, y]) => y!),
      ),
    }));
}

/**
 * When a case is flagged (docs/insight.md). Facility above 0.9 is the "very easy" band of the
 * facility scale Moodle's quiz statistics are read by (90–94 %, then "extremely easy"); below 0.2
 * is its "difficult" band and harder (11–20 %, then "very difficult"). Moodle's question bank
 * marks a discrimination index below 30 % "very likely" to need checking; the bar here is the
 * issue's 0.2, the usual floor for a corrected item–total correlation, so fewer cases are
 * flagged from small numbers. Ten first attempts are needed before a case is judged: on fewer,
 * one student moves facility by a tenth or more.
 */
export const CASE_FLAG_RULES = {
  tooEasyAbove: 0.9,
  tooHardBelow: 0.2,
  discriminationBelow: 0.2,
  minFirstAttempts: 10,
} as const;

export const CASE_FLAGS = ['too easy', 'too hard', 'fails to discriminate'] as const;
export type CaseFlag = (typeof CASE_FLAGS)[number];

/** The flags a case's figures earn; none until enough first attempts. */
export function caseFlags(
  figures: Pick<CaseStatistics, 'firstAttempts' | 'facility' | 'pairs' | 'discrimination'>,
): CaseFlag[] {
  const flags: CaseFlag[] = [];
  const rules = CASE_FLAG_RULES;
  if (figures.firstAttempts >= rules.minFirstAttempts && figures.facility !== null) {
    if (figures.facility > rules.tooEasyAbove) flags.push('too easy');
    if (figures.facility < rules.tooHardBelow) flags.push('too hard');
  }
  if (
    figures.pairs >= rules.minFirstAttempts &&
    figures.discrimination !== null &&
    figures.discrimination < rules.discriminationBelow
  ) {
    flags.push('fails to discriminate');
  }
  return flags;
}

/**
 * Cronbach's alpha of a table of scores, one row per respondent and one column per item:
 * k/(k − 1) · (1 − Σ item variances / variance of the totals), sample variances throughout. With
 * items scored 0 or 1 it is KR-20. Null below two items or two respondents, or when the totals do
 * not vary.
 */
export function cronbachAlpha(rows: readonly (readonly number[])[]): number | null {
  const items = rows[0]?.length ?? 0;
  if (items < 2 || rows.length < 2) return null;
  if (rows.some((row) => row.length !== items)) {
    throw new RangeError('cronbachAlpha: every row needs a score for every item');
  }
  const totals = rows.map((row) => sum(row));
  if (!hasSpread(totals)) return null;
  const totalVariance = sampleVariance(totals)!;
  const itemVariances = Array.from({ length: items }, (_, item) =>
    sampleVariance(rows.map((row) => row[item]!))!,
  );
  return (items / (items - 1)) * (1 - sum(itemVariances) / totalVariance);
}

export type FormatConsistency = {
  kind: string;
  /** Cases in a paper of this format: the items. */
  cases: number;
  /** Papers the figure is over: one per student, their earliest fully marked one. */
  papers: number;
  /** Cronbach's alpha over the papers' positions; null when undefined. */
  alpha: number | null;
  /** Mean paper score over the same papers. */
  meanScore: number | null;
};

/**
 * Internal consistency per paper format (kind and number of cases). Students get different
 * cases, so a paper's items are its positions, as Moodle's quiz statistics treat a slot that
 * draws a random question; each student counts once, with their earliest paper of the format
 * whose every case is marked (complete data; first attempts). A paper that lost a case (the case
 * was deleted) is no longer of its format and is left out, as are formats of one case (a due
 * review), which have no such figure.
 */
export function paperConsistency(papers: readonly PaperScores[]): FormatConsistency[] {
  const chosen = new Map<string, { kind: string; cases: number; rows: number[][] }>();
  const counted = new Set<string>();
  for (const paper of [...papers].sort(byStart)) {
    const cases = paper.cases.length;
    const ordered = [...paper.cases].sort((a, b) => a.position - b.position);
    // Complete data: every position 1…k there and marked (a deleted case leaves a gap).
    const complete = ordered.every(
      (item, index) => item.position === index + 1 && item.score !== null,
    );
    if (cases < 2 || !complete) continue;
    const format = `${paper.kind}:${cases}`;
    const student = `${format}:${paper.studentId}`;
    if (counted.has(student)) continue;
    counted.add(student);
    let entry = chosen.get(format);
    if (!entry) {
      entry = { kind: paper.kind, cases, rows: [] };
      chosen.set(format, entry);
    }
    entry.rows.push(ordered.map((item) => item.score!));
  }
  return [...chosen.values()]
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.cases - b.cases)
    .map(({ kind, cases, rows }) => ({
      kind,
      cases,
      papers: rows.length,
      alpha: cronbachAlpha(rows),
      meanScore: mean(rows.map((row) => sum(row) / row.length)),
    }));
}

// ---------------------------------------------------------------------------------------------
// Lesson engagement
// ---------------------------------------------------------------------------------------------

/** The drop-off curve's bins: Open edX's video engagement counts viewers per 5-second segment. */
export const WATCH_BIN_SECONDS = 5;

/** The lesson player's fastest speed: no stretch of play outruns the clock by more. */
const PLAYER_MAX_RATE = 2;

/** The most media one of the player's reports can cover: 5 s between saves at 2×, and 2 s spare. */
const REPORT_SPAN_SECONDS = 12;

/** A first report's stretch, whose start the server cannot check against an earlier report. */
const FIRST_REPORT_SPAN_SECONDS = 60;

/** The index of the bin a moment of the lesson falls in. */
const binOf = (seconds: number) => Math.floor(Math.max(0, seconds) / WATCH_BIN_SECONDS);

/** How many bins a lesson of this length has. */
const binCount = (lengthSeconds: number) => Math.ceil(lengthSeconds / WATCH_BIN_SECONDS);

/**
 * Where a lesson counts as watched to the end: 90 % of it, or its last 30 seconds, whichever
 * comes first (the closing words need not be sat through; Open edX cuts its last 30 seconds or
 * 5 % likewise), but never before its halfway point, so a short clip is not finished as soon
 * as it starts.
 */
export function completionPoint(lengthSeconds: number): number {
  return Math.min(0.9 * lengthSeconds, Math.max(lengthSeconds - 30, lengthSeconds / 2));
}

/** What is kept per student and lesson from the player's progress reports. */
export type Watch = {
  /** The first report: the student's start of the lesson, counted once. */
  startedAt: Date;
  lastPosition: number;
  lastReportedAt: Date;
  /** The furthest position any report gave. */
  furthest: number;
  /** The lesson's length as the last report knew it (its stored length, else the player's). */
  length: number | null;
  /** The bins the student has seen, ascending. */
  bins: number[];
  /** When the furthest position first reached the completion point: a completion, once. */
  completedAt: Date | null;
};

/** One progress report from the player. */
export type WatchReport = {
  at: Date;
  /** Where the player is now, in seconds. */
  position: number;
  length: number | null;
  /**
   * Where the stretch of uninterrupted play this report ends began: the previous report's
   * position, or where the student started, resumed or sought to since. Without it the stretch
   * is inferred (docs/insight.md).
   */
  from?: number | null;
};

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The watch after one more report. The stretch the report ends is marked seen, bounded by how
 * much media could have played since the previous report at the player's fastest speed. Without
 * `from`, the stretch starts at the previous report's position when the student played on from
 * there, otherwise one report's span before the position.
 */
export function nextWatch(previous: Watch | undefined, report: WatchReport): Watch {
  const length = report.length ?? previous?.length ?? null;
  const position = clamp(report.position, 0, length ?? Number.POSITIVE_INFINITY);
  const bound = previous
    ? Math.max(
        REPORT_SPAN_SECONDS,
        ((report.at.getTime() - previous.lastReportedAt.getTime()) / 1000) * PLAYER_MAX_RATE + 2,
      )
    : FIRST_REPORT_SPAN_SECONDS;
  const earliest = Math.max(0, position - bound);
  let start: number;
  if (report.from !== undefined && report.from !== null) {
    start = clamp(report.from, earliest, position);
  } else if (previous && previous.lastPosition <= position && previous.lastPosition >= earliest) {
    start = previous.lastPosition;
  } else {
    start = Math.max(0, position - REPORT_SPAN_SECONDS);
  }
  const last = length === null ? binOf(position) : Math.min(binOf(position), binCount(length) - 1);
  const bins = new Set(previous?.bins ?? []);
  for (let bin = binOf(start); bin <= last; bin++) bins.add(bin);
  const furthest = Math.max(previous?.furthest ?? 0, position);
  const completed = length !== null && furthest >= completionPoint(length);
  return {
    startedAt: previous?.startedAt ?? report.at,
    lastPosition: position,
    lastReportedAt: report.at,
    furthest,
    length,
    bins: [...bins].sort((a, b) => a - b),
    completedAt: previous?.completedAt ?? (completed ? report.at : null),
  };
}

type WatchedBins = Pick<Watch, 'bins' | 'completedAt'>;

/**
 * A lesson's bins: by its stored length; for a lesson without one, up to the last bin anyone has
 * seen.
 */
function lessonBinCount(watches: readonly WatchedBins[], lengthSeconds: number | null) {
  if (lengthSeconds !== null) return binCount(lengthSeconds);
  const seen = watches.flatMap((watch) => watch.bins);
  return seen.length ? Math.max(...seen) + 1 : 0;
}

export type LessonEngagement = {
  /** Students who started the lesson: one per student, however often they came back. */
  starts: number;
  /** Students who watched it to the completion point: once each. */
  completions: number;
  /** The median over starts of the share of the lesson's bins seen. */
  medianWatchedShare: number | null;
};

export function lessonEngagement(
  watches: readonly WatchedBins[],
  lengthSeconds: number | null,
): LessonEngagement {
  const bins = lessonBinCount(watches, lengthSeconds);
  return {
    starts: watches.length,
    completions: watches.filter((watch) => watch.completedAt !== null).length,
    medianWatchedShare:
      bins === 0 ? null : median(watches.map((watch) => Math.min(1, watch.bins.length / bins))),
  };
}

export type DropOffPoint = {
  bin: number;
  /** The second the bin begins at. */
  second: number;
  viewers: number;
  /** Of the starts, the share that saw this bin. */
  share: number;
};

/** What share of the lesson's starts were still watching at each 5-second bin. */
export function dropOffCurve(
  watches: readonly WatchedBins[],
  lengthSeconds: number | null,
): DropOffPoint[] {
  const viewers = new Map<number, number>();
  for (const watch of watches) {
    for (const bin of watch.bins) viewers.set(bin, (viewers.get(bin) ?? 0) + 1);
  }
  return dropOffFromCounts(watches.length, viewers, lessonBinCount(watches, lengthSeconds));
}

/** The drop-off curve from a lesson's starts and its viewers per bin. */
export function dropOffFromCounts(
  starts: number,
  viewers: ReadonlyMap<number, number>,
  bins: number,
): DropOffPoint[] {
  if (starts === 0) return [];
  return Array.from({ length: bins }, (_, bin) => ({
    bin,
    second: bin * WATCH_BIN_SECONDS,
    viewers: viewers.get(bin) ?? 0,
    share: (viewers.get(bin) ?? 0) / starts,
  }));
}

// ---------------------------------------------------------------------------------------------
// Money and sign-ups
// ---------------------------------------------------------------------------------------------

/** An amount of money ("349.00", as numeric columns give it) in minor units, exactly. */
function toMinorUnits(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

export type PurchaseRecord = {
  studentId: number;
  createdAt: Date;
  startOn: Date;
  expiresOn: Date | null;
  refundedAt: Date | null;
  amount: string | number;
  currency: string;
};

export type RevenueMonth = {
  month: string;
  currency: string;
  /** Purchases made in the month, and the money they took. */
  purchases: number;
  gross: number;
  /** Refunds made in the month, whenever their purchase was, and the money they gave back. */
  refunds: number;
  refunded: number;
  /** Gross less refunded: negative in a month that gave back more than it took. */
  net: number;
};

/**
 * Money per month and currency: a purchase counts in the month it was made, its refund in the
 * month the refund was made, so a refund in March of a February purchase lowers March. Months
 * and currencies with neither are left out.
 */
export function revenueByMonth(
  purchases: readonly PurchaseRecord[],
  months: readonly string[],
  timeZone: string,
): RevenueMonth[] {
  const wanted = new Set(months);
  const rows = new Map<string, Omit<RevenueMonth, 'net'>>();
  const add = (
    instant: Date,
    currency: string,
    change: (row: Omit<RevenueMonth, 'net'>) => void,
  ) => {
    const month = monthOf(instant, timeZone);
    if (!wanted.has(month)) return;
    const key = `${month} ${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = { month, currency, purchases: 0, gross: 0, refunds: 0, refunded: 0 };
      rows.set(key, row);
    }
    change(row);
  };
  for (const purchase of purchases) {
    const minor = toMinorUnits(purchase.amount);
    add(purchase.createdAt, purchase.currency, (row) => {
      row.purchases += 1;
      row.gross += minor;
    });
    if (purchase.refundedAt) {
      add(purchase.refundedAt, purchase.currency, (row) => {
        row.refunds += 1;
        row.refunded += minor;
      });
    }
  }
  return [...rows.values()]
    .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency))
    .map((row) => ({
      ...row,
      gross: row.gross / 100,
      refunded: row.refunded / 100,
      net: (row.gross - row.refunded) / 100,
    }));
}

export type SubscriberMonth = { month: string; subscribers: number };

/**
 * Active subscribers at each month's end (as RevenueCat's and Stripe's dashboards count them):
 * students with a subscription whose period [start, end) holds the month's last moment, on the
 * clock of `timeZone`: begun before the next month begins, ending no earlier than that. For the
 * month in progress, its end as the subscriptions stand now.
 */
export function activeSubscribersByMonth(
  subscriptions: readonly Pick<PurchaseRecord, 'studentId' | 'startOn' | 'expiresOn'>[],
  months: readonly string[],
  timeZone: string,
): SubscriberMonth[] {
  return months.map((month) => {
    const end = monthStart(addMonths(month, 1), timeZone).getTime();
    const students = new Set(
      subscriptions
        .filter(
          (item) =>
            item.expiresOn !== null &&
            item.startOn.getTime() < end &&
            end <= item.expiresOn.getTime(),
        )
        .map((item) => item.studentId),
    );
    return { month, subscribers: students.size };
  });
}

export type RetentionMonth = { month: string; kept: number; lapsed: number; joined: number };

/**
 * Each month against the one before (docs/insight.md, "Renewals and lapses"): of the students
 * subscribed at the previous month's end (`activeSubscribersByMonth`'s rule), those subscribed
 * at this one's too (kept) and those not (lapsed); and those subscribed now but not then (joined).
 */
export function retentionByMonth(
  subscriptions: readonly Pick<PurchaseRecord, 'studentId' | 'startOn' | 'expiresOn'>[],
  months: readonly string[],
  timeZone: string,
): RetentionMonth[] {
  const heldAt = (month: string) => {
    const end = monthStart(addMonths(month, 1), timeZone).getTime();
    return new Set(
      subscriptions
        .filter(
          (item) =>
            item.expiresOn !== null &&
            item.startOn.getTime() < end &&
            end <= item.expiresOn.getTime(),
        )
        .map((item) => item.studentId),
    );
  };
  return months.map((month) => {
    const before = heldAt(addMonths(month, -1));
    const now = heldAt(month);
    const kept = [...now].filter((student) => before.has(student)).length;
    return { month, kept, lapsed: before.size - kept, joined: now.size - kept };
  });
}

/** A sign-up converts when the student buys within this long of signing up. */
export const CONVERSION_WINDOW_HOURS = 30 * 24;

export type SignupMonth = {
  month: string;
  signups: number;
  /** Of them, students who bought within 30 days of signing up. */
  converted: number;
  /** Of them, students who have not bought and whose 30 days have not yet passed. */
  open: number;
};

/** Sign-ups per month and how many of them bought within 30 days. */
export function conversionBySignupMonth(
  signups: readonly { studentId: number; signedUpAt: Date }[],
  purchases: readonly Pick<PurchaseRecord, 'studentId' | 'createdAt'>[],
  months: readonly string[],
  timeZone: string,
  now: Date,
): SignupMonth[] {
  const window = CONVERSION_WINDOW_HOURS * 3_600_000;
  const rows = new Map(
    months.map((month) => [month, { month, signups: 0, converted: 0, open: 0 }]),
  );
  for (const signup of signups) {
    const row = rows.get(monthOf(signup.signedUpAt, timeZone));
    if (!row) continue;
    const closes = signup.signedUpAt.getTime() + window;
    row.signups += 1;
    if (
      purchases.some(
        (item) => item.studentId === signup.studentId && item.createdAt.getTime() <= closes,
      )
    ) {
      row.converted += 1;
    } else if (now.getTime() < closes) {
      row.open += 1;
    }
  }
  return [...rows.values()];
}
