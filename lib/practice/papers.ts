import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Service } from '../calls/service';
import { ServiceError, conflict, notFound, unprocessable } from '../calls/service-error';
import type { Executor } from '../db/client';
import {
  caseSchedules,
  practicePaperCases,
  practicePapers,
  students,
  cases,
  type practicePapers as PapersTable,
} from '../db/schema';
import { SESSION_TIME_ZONE } from '../calls/domain';
import { defineJob } from '../jobs/define-job';
import { zonedDateTime, zonedTimeToUtc } from '../live-sessions/zoned-time';
import { log } from '../log';
import { isSubscribed } from '../plans/subscription-status';
import { caseColumns, drawPaperCases, imagesOf, isLongCase } from './draw';
import { paperImageAddresses, paperManifests } from './paper-images';
import { PAPER_SHAPES, paperScore, REVIEW_MINUTES, REVISION_LEEWAY_MS } from './rules';
import { LONG_CASE_FIELDS, SHORT_CASE_FIELDS, type AnswerField } from '../db/vocabulary';
import { recordingUrl } from './links';
import { practiceMessages } from './texts';
import type { practiceCalls } from './calls';

/*
 * Practice papers (docs/practice.md). The server owns the clock: a paper's end is fixed when it
 * starts, every write compares the server's time with it, and the paper is closed at its end by a
 * job, or by the first read after it if the job has not run yet.
 */

type Paper = typeof PapersTable.$inferSelect;

const MINUTE = 60_000;

/**
 * A paper's minutes in milliseconds at the backend's practice clock (`deps.practiceTimeScale`,
 * from PRACTICE_TIME_SCALE), which shortens every paper alike for demos and the end-to-end tests,
 * which cannot wait two hours for a clock to end.
 */
function paperDuration(minutes: number, scale = 1) {
  return Math.round(minutes * MINUTE * (scale > 0 && scale <= 1 ? scale : 1));
}
const DUE_SHOWN = 20;
const PAPERS_SHOWN = 30;

const paperMissing = () => notFound(practiceMessages.paperMissing, 'not_found');
const paperEnded = () => conflict(practiceMessages.paperEnded, 'paper_ended');

/** The student's paper, or 404 whether it is missing or someone else's. */
async function ownPaper(db: Executor, studentId: number, paperId: number, lock = false) {
  const query = db
    .select()
    .from(practicePapers)
    .where(and(eq(practicePapers.id, paperId), eq(practicePapers.studentId, studentId)));
  const [paper] = lock ? await query.for('update') : await query;
  if (!paper) throw paperMissing();
  return paper;
}

/** Closes a paper whose end has come; answers it as it now stands. */
export async function closeIfEnded(db: Executor, paper: Paper, now: Date): Promise<Paper> {
  if (paper.closedAt || now < paper.endsAt) return paper;
  const [closed] = await db
    .update(practicePapers)
    .set({ closedAt: paper.endsAt })
    .where(and(eq(practicePapers.id, paper.id), isNull(practicePapers.closedAt)))
    .returning();
  return closed ?? { ...paper, closedAt: paper.endsAt };
}

const isOpen = (paper: Paper, now: Date) => !paper.closedAt && now < paper.endsAt;

/** Closes a paper at its end even when no tab is left open to see it. */
export const paperCloseJob = defineJob({
  name: 'practice-paper-close',
  data: z.object({ paperId: z.number().int() }),
  retry: { retryLimit: 10, retryDelay: 30, retryBackoff: true },
  async run({ db, now }, { paperId }) {
    const [paper] = await db.select().from(practicePapers).where(eq(practicePapers.id, paperId));
    if (paper) await closeIfEnded(db, paper, now());
  },
});

/** Starts a paper in one transaction: the paper, its cases and the job that will close it. */
async function openPaper(
  tx: Executor,
  studentId: number,
  kind: Paper['kind'],
  caseIds: number[],
  duration: number,
  startsAt: Date,
) {
  const [paper] = await tx
    .insert(practicePapers)
    .values({
      studentId,
      kind,
      startedAt: startsAt,
      endsAt: new Date(startsAt.getTime() + duration),
    })
    .returning();
  await tx
    .insert(practicePaperCases)
    .values(caseIds.map((caseId, index) => ({ paperId: paper!.id, position: index + 1, caseId })));
  await paperCloseJob.enqueue(
    tx,
    { paperId: paper!.id },
    { startAfter: paper!.endsAt, key: `paper:${paper!.id}` },
  );
  return paper!;
}

/**
 * Locks the student's row, so two starts at once cannot both begin a paper, and refuses a start
 * without a subscription or while another paper runs.
 */
async function readyToStart(tx: Executor, studentId: number, now: Date) {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  if (!(await isSubscribed(tx, studentId, now))) {
    throw new ServiceError(402, practiceMessages.subscriptionRequired, 'subscription_required');
  }
  await noPaperRunning(tx, studentId, now);
}

/** Refuses (409 `paper_open`) while the student has a paper running. */
async function noPaperRunning(tx: Executor, studentId: number, now: Date) {
  const [running] = await tx
    .select({ id: practicePapers.id })
    .from(practicePapers)
    .where(
      and(
        eq(practicePapers.studentId, studentId),
        isNull(practicePapers.closedAt),
        gt(practicePapers.endsAt, now),
      ),
    )
    .limit(1);
  if (running) throw conflict(practiceMessages.paperRunning, 'paper_open');
}

/**
 * A candidate's half of a viva room (docs/viva-rooms.md): an oral paper drawn as the oral station
 * draws one, of `count` cases, running from `startsAt` for `duration` milliseconds and closed at
 * its end by the same job. The student's row is locked and a running paper refuses it, as a
 * start does; no subscription is asked for, since an invited partner needs only an account.
 * Images in `avoid` (the other candidate's) are drawn only when the bank has too few others.
 * Answers the paper's id and its images, or null when the bank holds too few cases.
 */
export async function openVivaPaper(
  tx: Executor,
  studentId: number,
  count: number,
  startsAt: Date,
  duration: number,
  now: Date,
  avoid: ReadonlySet<string> = new Set(),
): Promise<{ id: number; images: Set<string> } | null> {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  await noPaperRunning(tx, studentId, now);
  const drawn = await drawPaperCases(tx, studentId, 'oral', count, now, { avoid });
  if (drawn.length < count) return null;
  const paper = await openPaper(
    tx,
    studentId,
    'oral',
    drawn.map((item) => item.id),
    duration,
    startsAt,
  );
  return { id: paper.id, images: new Set(drawn.map((item) => item.image)) };
}

export const startPaper: Service<typeof practiceCalls.startPaper> = async (
  deps,
  { studentId },
  { kind, length },
) => {
  const shape = PAPER_SHAPES[kind][length];
  if (!shape) throw unprocessable(practiceMessages.noSuchLength);
  const now = deps.now();
  const paper = await deps.db.transaction(async (tx) => {
    await readyToStart(tx, studentId, now);
    const drawn = await drawPaperCases(tx, studentId, kind, shape.cases, now);
    if (drawn.length < shape.cases) throw unprocessable(practiceMessages.bankTooSmall);
    return openPaper(
      tx,
      studentId,
      kind,
      drawn.map((item) => item.id),
      paperDuration(shape.minutes, deps.practiceTimeScale),
      now,
    );
  });
  return { message: practiceMessages.paperStarted, data: { paperId: paper.id } };
};

export const startReview: Service<typeof practiceCalls.startReview> = async (
  deps,
  { studentId },
  { caseId },
) => {
  const now = deps.now();
  const paper = await deps.db.transaction(async (tx) => {
    await readyToStart(tx, studentId, now);
    const [scheduled] = await tx
      .select({ id: caseSchedules.caseId })
      .from(caseSchedules)
      .where(and(eq(caseSchedules.studentId, studentId), eq(caseSchedules.caseId, caseId)));
    if (!scheduled) throw notFound(practiceMessages.notInReviewQueue, 'case_not_found');
    const [kind] = await tx.select({ long: isLongCase }).from(cases).where(eq(cases.id, caseId));
    const minutes = kind?.long ? REVIEW_MINUTES.long : REVIEW_MINUTES.short;
    const duration = paperDuration(minutes, deps.practiceTimeScale);
    return openPaper(tx, studentId, 'review', [caseId], duration, now);
  });
  return { message: practiceMessages.reviewStarted, data: { paperId: paper.id } };
};

const fieldsOf = (images: string[]) => (images.length > 1 ? 'long' : 'short');
const allowedFields = { short: SHORT_CASE_FIELDS, long: LONG_CASE_FIELDS } as const;

/** Only the fields of the case's kind, and only text. */
function keepFields(answer: Partial<Record<AnswerField, string>>, kind: 'short' | 'long') {
  const kept: Partial<Record<AnswerField, string>> = {};
  for (const field of allowedFields[kind]) {
    if (typeof answer[field] === 'string') kept[field] = answer[field];
  }
  return kept;
}

const iso = (date: Date) => date.toISOString();

export const paperView: Service<typeof practiceCalls.paperView> = async (
  deps,
  { studentId },
  { paperId },
) => {
  const now = deps.now();
  const paper = await closeIfEnded(deps.db, await ownPaper(deps.db, studentId, paperId), now);
  const ended = !isOpen(paper, now);
  const rows = await deps.db
    .select({
      position: practicePaperCases.position,
      // What stays on the server until the end: selected only once it has come.
      ...caseColumns(ended),
      system: ended ? cases.system : sql<null>`null`,
      region: ended ? cases.region : sql<null>`null`,
      answer: practicePaperCases.answer,
      answerRevision: practicePaperCases.answerRevision,
      flagged: practicePaperCases.flagged,
      recording: practicePaperCases.recording,
      mark: practicePaperCases.mark,
      findingsSeen: practicePaperCases.findingsSeen,
      oralScores: practicePaperCases.oralScores,
    })
    .from(practicePaperCases)
    .innerJoin(cases, eq(cases.id, practicePaperCases.caseId))
    .where(eq(practicePaperCases.paperId, paper.id))
    .orderBy(asc(practicePaperCases.position));
  const images = await imagesOf(
    deps.db,
    rows.map((row) => ({ id: row.caseId, image: row.image })),
  );
  // The paper's own addresses, never the library's: those name the diagnosis.
  const addresses = paperImageAddresses(
    paper.id,
    rows.map((row) => ({
      position: row.position,
      images: images.get(row.caseId) ?? [row.image],
    })),
  );
  const manifests = await paperManifests(
    deps.db,
    rows.map((row) => ({
      id: row.caseId,
      position: row.position,
      stored: images.get(row.caseId) ?? [row.image],
      addresses: addresses.get(row.position)!,
    })),
  );
  return {
    message: practiceMessages.paperRead,
    data: {
      paperId: paper.id,
      kind: paper.kind,
      startedAt: iso(paper.startedAt),
      endsAt: iso(paper.endsAt),
      closedAt: paper.closedAt ? iso(paper.closedAt) : null,
      serverNow: iso(now),
      guardAlerts: paper.guardAlerts,
      cases: rows.map((row) => {
        const caseImages = addresses.get(row.position)!;
        const fields = fieldsOf(caseImages);
        return {
          position: row.position,
          fields,
          header: {
            patientAge: row.patientAge,
            patientSex: row.patientSex,
            referralSource: row.referralSource,
            clinicalDetails: row.clinicalDetails,
          },
          // A long case names its modality, as the exam's long cases do; a short case its header.
          modality: fields === 'long' ? row.modality : null,
          images: caseImages,
          manifest: manifests.get(row.position) ?? null,
          answer: keepFields(row.answer, fields),
          answerRevision: row.answerRevision,
          flagged: row.flagged,
          recording: row.recording ? recordingUrl(paper.id, row.position, row.recording) : null,
          review: ended
            ? {
                caseId: row.caseId,
                name: row.name,
                modelAnswer: row.modelAnswer ?? '',
                keyFindings: row.keyFindings,
                normal: row.normal,
                system: row.system,
                region: row.region,
                mark: row.mark,
                findingsSeen: row.findingsSeen,
                oralScores: row.oralScores,
              }
            : null,
        };
      }),
    },
  };
};

/**
 * The highest revision the server's clock allows now: the milliseconds since the paper began, and
 * a little leeway for a device's clock. A revision from further ahead would outrank every edit
 * made after it until the clock caught up, freezing the answer (docs/practice.md).
 */
const latestRevision = (startedAt: Date, now: Date) =>
  now.getTime() - startedAt.getTime() + REVISION_LEEWAY_MS;

/**
 * Why a write to a paper's case changed nothing: missing, ended, or (for an answer, whose
 * `revision` is given) dated ahead of the paper's clock or stale.
 */
async function explainRefusal(
  db: Executor,
  studentId: number,
  paperId: number,
  position: number,
  now: Date,
  revision?: number,
): Promise<ServiceError> {
  const paper = await ownPaper(db, studentId, paperId);
  if (!isOpen(paper, now)) {
    await closeIfEnded(db, paper, now);
    return paperEnded();
  }
  const [row] = await db
    .select({ revision: practicePaperCases.answerRevision })
    .from(practicePaperCases)
    .where(and(eq(practicePaperCases.paperId, paperId), eq(practicePaperCases.position, position)));
  if (!row) return notFound(practiceMessages.caseMissing, 'not_found');
  if (revision !== undefined && revision > latestRevision(paper.startedAt, now)) {
    return unprocessable(practiceMessages.answerAhead);
  }
  return conflict(practiceMessages.answerStale, 'answer_stale');
}

/**
 * The student's open paper's case, as a condition of one UPDATE; with `startedBy`, only if the
 * paper began by then.
 */
const openCaseOf = (
  studentId: number,
  paperId: number,
  position: number,
  now: Date,
  startedBy = now,
) =>
  and(
    eq(practicePaperCases.paperId, paperId),
    eq(practicePaperCases.position, position),
    sql`exists (select 1 from ${practicePapers} where ${practicePapers.id} = ${paperId}
      and ${practicePapers.studentId} = ${studentId} and ${practicePapers.closedAt} is null
      and ${practicePapers.endsAt} > ${now.toISOString()}
      and ${practicePapers.startedAt} <= ${startedBy.toISOString()})`,
  );

export const saveAnswer: Service<typeof practiceCalls.saveAnswer> = async (
  deps,
  { studentId },
  { paperId, position, answer, revision },
) => {
  const now = deps.now();
  // The paper began long enough ago for this revision: latestRevision, as a bound on started_at.
  const startedBy = new Date(now.getTime() + REVISION_LEEWAY_MS - revision);
  // One statement: two saves racing each other keep the higher revision, whatever their order.
  const [saved] = await deps.db
    .update(practicePaperCases)
    .set({ answer, answerRevision: revision, answerSavedAt: now })
    .where(
      and(
        openCaseOf(studentId, paperId, position, now, startedBy),
        sql`${practicePaperCases.answerRevision} < ${revision}`,
      ),
    )
    .returning({ position: practicePaperCases.position });
  if (!saved) throw await explainRefusal(deps.db, studentId, paperId, position, now, revision);
  return { message: practiceMessages.answerSaved, data: { savedAt: iso(now), revision } };
};

export const flagCase: Service<typeof practiceCalls.flagCase> = async (
  deps,
  { studentId },
  { paperId, position, flagged },
) => {
  const now = deps.now();
  const [saved] = await deps.db
    .update(practicePaperCases)
    .set({ flagged })
    .where(openCaseOf(studentId, paperId, position, now))
    .returning({ position: practicePaperCases.position });
  if (!saved) throw await explainRefusal(deps.db, studentId, paperId, position, now);
  return { message: practiceMessages.flagSaved, data: null };
};

/**
 * Counts a warning of the anti-capture guard on the student's running paper, which the guard
 * never leaves (docs/practice.md): one UPDATE on the open paper, and a log line saying which.
 */
export const recordGuardAlert: Service<typeof practiceCalls.recordGuardAlert> = async (
  deps,
  { studentId },
  { paperId, reason },
) => {
  const now = deps.now();
  const [paper] = await deps.db
    .update(practicePapers)
    .set({ guardAlerts: sql`${practicePapers.guardAlerts} + 1` })
    .where(
      and(
        eq(practicePapers.id, paperId),
        eq(practicePapers.studentId, studentId),
        isNull(practicePapers.closedAt),
        gt(practicePapers.endsAt, now),
      ),
    )
    .returning({ guardAlerts: practicePapers.guardAlerts });
  if (!paper) {
    const own = await ownPaper(deps.db, studentId, paperId);
    await closeIfEnded(deps.db, own, now);
    throw paperEnded();
  }
  log.info({ paperId, studentId, reason, guardAlerts: paper.guardAlerts }, 'practice guard alert');
  return { message: practiceMessages.guardAlertRecorded, data: null };
};

export const finishPaper: Service<typeof practiceCalls.finishPaper> = async (
  deps,
  { studentId },
  { paperId },
) => {
  const now = deps.now();
  const paper = await ownPaper(deps.db, studentId, paperId);
  if (!isOpen(paper, now)) {
    await closeIfEnded(deps.db, paper, now);
    throw paperEnded();
  }
  await deps.db
    .update(practicePapers)
    .set({ closedAt: now })
    .where(and(eq(practicePapers.id, paperId), isNull(practicePapers.closedAt)));
  return { message: practiceMessages.paperFinished, data: null };
};

/** The end of the student's day on the UK clock: what "due today" counts up to. */
function endOfToday(now: Date) {
  const { date } = zonedDateTime(now, SESSION_TIME_ZONE);
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedTimeToUtc(next.toISOString().slice(0, 10), '00:00', SESSION_TIME_ZONE);
}

/**
 * The student's latest papers with their cases' counts and marks: the papers first, by
 * `practice_papers_student_idx`, then their cases by the primary key, so a student's history is
 * never joined against every paper case (docs/performance.md, "Practice at 100×").
 */
async function recentPapers(db: Executor, studentId: number) {
  const papers = await db
    .select()
    .from(practicePapers)
    .where(eq(practicePapers.studentId, studentId))
    .orderBy(desc(practicePapers.startedAt))
    .limit(PAPERS_SHOWN);
  const tallies = papers.length
    ? await db
        .select({
          paperId: practicePaperCases.paperId,
          cases: count(practicePaperCases.position),
          marked: sql<number>`count(${practicePaperCases.mark})::int`,
          marks: sql<
            string[]
          >`coalesce(array_agg(${practicePaperCases.mark}) filter (where ${practicePaperCases.mark} is not null), '{}')`,
        })
        .from(practicePaperCases)
        .where(
          inArray(
            practicePaperCases.paperId,
            papers.map((paper) => paper.id),
          ),
        )
        .groupBy(practicePaperCases.paperId)
    : [];
  const byPaper = new Map(tallies.map((tally) => [tally.paperId, tally]));
  return papers.map((paper) => ({
    paper,
    cases: byPaper.get(paper.id)?.cases ?? 0,
    marked: byPaper.get(paper.id)?.marked ?? 0,
    marks: byPaper.get(paper.id)?.marks ?? [],
  }));
}

export const practiceOverview: Service<typeof practiceCalls.practiceOverview> = async (
  deps,
  { studentId },
) => {
  const now = deps.now();
  const dueBy = endOfToday(now);
  const [subscribed, papers, [due], dueCases] = await Promise.all([
    isSubscribed(deps.db, studentId, now),
    recentPapers(deps.db, studentId),
    deps.db
      .select({ due: count() })
      .from(caseSchedules)
      .where(and(eq(caseSchedules.studentId, studentId), lt(caseSchedules.due, dueBy))),
    deps.db
      .select({
        caseId: caseSchedules.caseId,
        due: caseSchedules.due,
        lastMark: caseSchedules.lastMark,
        system: cases.system,
        modality: cases.modality,
        region: cases.region,
      })
      .from(caseSchedules)
      .innerJoin(cases, eq(cases.id, caseSchedules.caseId))
      .where(and(eq(caseSchedules.studentId, studentId), lt(caseSchedules.due, dueBy)))
      .orderBy(asc(caseSchedules.due))
      .limit(DUE_SHOWN),
  ]);
  // No review starts while a paper runs, and the queue names its cases' facts, which a running
  // paper keeps back (a case met before may be drawn again): it is listed once the paper ends.
  const running = papers.some(({ paper }) => isOpen(paper, now));
  return {
    message: practiceMessages.overviewRead,
    data: {
      subscribed,
      papers: papers.map(({ paper, cases, marked, marks }) => {
        const closedAt = paper.closedAt ?? (now >= paper.endsAt ? paper.endsAt : null);
        return {
          paperId: paper.id,
          kind: paper.kind,
          startedAt: iso(paper.startedAt),
          endsAt: iso(paper.endsAt),
          closedAt: closedAt ? iso(closedAt) : null,
          cases,
          marked,
          score: paperScore(marks),
        };
      }),
      dueCount: due?.due ?? 0,
      due: running ? [] : dueCases.map((row) => ({ ...row, due: iso(row.due) })),
    },
  };
};
