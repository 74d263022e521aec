import type { DataOf } from '@/lib/calls/define-call';
import { addStudent } from '@/test/fixtures';
import { addCases } from '@/test/insight-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import type { practiceCalls } from './calls';
import {
  BASE_RETENTION,
  dailyReviewTarget,
  daysBetween,
  desiredRetention,
  EXAM_RETENTION,
  ukToday,
} from './exam-plan';
import { nextCard } from './schedule';
import { practiceMessages } from './texts';

/*
 * The exam date (docs/practice.md, "Exam date"): the desired retention rises as it nears, and the
 * daily target spreads what is left over the days left.
 */

describe('the desired retention', () => {
  it('is ts-fsrs’s default without a date or 90 days out, 0.97 in the last week', () => {
    expect(desiredRetention(null)).toBe(BASE_RETENTION);
    expect(desiredRetention(365)).toBe(0.9);
    expect(desiredRetention(90)).toBe(0.9);
    expect(desiredRetention(7)).toBe(EXAM_RETENTION);
    expect(desiredRetention(0)).toBe(0.97);
  });

  it('rises in a straight line between', () => {
    // Half way from 90 to 7 days (48.5 days) is half way from 0.9 to 0.97.
    expect(desiredRetention(48.5)).toBeCloseTo(0.935, 12);
    expect(desiredRetention(30)).toBeGreaterThan(desiredRetention(60));
  });

  it('schedules a case sooner as it rises', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const first = nextCard(undefined, 'correct', now);
    const row = {
      studentId: 1,
      caseId: 1,
      due: first.due,
      stability: first.stability,
      difficulty: first.difficulty,
      elapsedDays: first.elapsed_days,
      scheduledDays: first.scheduled_days,
      learningSteps: first.learning_steps,
      reps: first.reps,
      lapses: first.lapses,
      state: first.state,
      lastReview: now,
      lastMark: 'correct' as const,
    };
    const later = new Date(first.due.getTime() + 60_000);
    const relaxed = nextCard(row, 'correct', later, desiredRetention(null));
    const close = nextCard(row, 'correct', later, desiredRetention(7));
    expect(close.due.getTime()).toBeLessThan(relaxed.due.getTime());
  });
});

describe('the daily review target', () => {
  it('is what is due now without an exam date', () => {
    expect(dailyReviewTarget({ daysLeft: null, dueNow: 4, dueByExam: 9, unseen: 100 })).toBe(4);
  });

  it('spreads the reviews due by the exam and the unseen cases over the days left', () => {
    // 10 due by then and 50 unseen over 7 days: 60 / 7, rounded up.
    expect(dailyReviewTarget({ daysLeft: 7, dueNow: 2, dueByExam: 10, unseen: 50 })).toBe(9);
    // On the day itself, everything left.
    expect(dailyReviewTarget({ daysLeft: 0, dueNow: 2, dueByExam: 10, unseen: 5 })).toBe(15);
  });

  it('counts days on the calendar', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('setting the exam date', () => {
  let t: TestBackend;
  let token: string;
  type Plan = DataOf<typeof practiceCalls.examPlan>;
  // The students' sessions are issued by the real clock, so the dates are counted from today.
  const inDays = (days: number) => {
    const [y, m, d] = ukToday(new Date()).split('-').map(Number);
    return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
  };
  const call = (name: 'examPlan' | 'setExamDate', input: object, as = token) =>
    t.backend.handle(name, { token: as, input });

  beforeAll(async () => {
    t = await createTestBackend();
    token = (await addStudent(t.db, 'exam.sitter@example.com', 'Exam Sitter')).token;
    await addCases(t.db, 30);
  });
  afterAll(() => t.close());

  it('raises the retention and sets the daily target, and is the student’s own', async () => {
    const before = (await call('examPlan', {})).data as Plan;
    expect(before).toMatchObject({ examDate: null, daysLeft: null, desiredRetention: 0.9 });
    expect(before.dailyTarget).toBe(0);
    expect(before.unseen).toBeGreaterThanOrEqual(30);

    const saved = await call('setExamDate', { examDate: inDays(10) });
    expect(saved).toMatchObject({ status: 200, message: practiceMessages.examDateSaved });
    const plan = saved.data as Plan;
    expect(plan).toMatchObject({ examDate: inDays(10), daysLeft: 10 });
    expect(plan.desiredRetention).toBeCloseTo(desiredRetention(10), 12);
    expect(plan.dailyTarget).toBe(Math.ceil(plan.unseen / 10));
    expect(plan.dailyTarget).toBeGreaterThan(before.dailyTarget);

    // Another student's plan is untouched.
    const other = (await addStudent(t.db, 'other.sitter@example.com', 'Other Sitter')).token;
    expect(((await call('examPlan', {}, other)).data as Plan).examDate).toBeNull();

    const cleared = await call('setExamDate', { examDate: null });
    expect(cleared).toMatchObject({ status: 200, message: practiceMessages.examDateCleared });
    expect((cleared.data as Plan).examDate).toBeNull();
  });

  it('refuses a past date, one too far, and nonsense, changing nothing', async () => {
    await call('setExamDate', { examDate: inDays(50) });
    expect(await call('setExamDate', { examDate: inDays(-1) })).toMatchObject({
      status: 422,
      message: practiceMessages.examDatePast,
    });
    expect(await call('setExamDate', { examDate: inDays(800) })).toMatchObject({
      status: 422,
      message: practiceMessages.examDateTooFar,
    });
    expect(await call('setExamDate', { examDate: 'soon' })).toMatchObject({
      status: 422,
      message: practiceMessages.examDateInvalid,
    });
    expect(((await call('examPlan', {})).data as Plan).examDate).toBe(inDays(50));
  });
});
