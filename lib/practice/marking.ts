import { and, eq } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { conflict, notFound, unprocessable } from '../calls/service-error';
import { caseSchedules, practicePaperCases, practicePapers, cases } from '../db/schema';
import type { Executor } from '../db/client';
import type { CaseMark } from '../db/vocabulary';
import { queueCaseRefresh } from '../insight/refresh';
import { retentionFor } from './exam-plan';
import { closeIfEnded } from './papers';
import { nextCard, scheduleColumns } from './schedule';
import { practiceMessages } from './texts';
import type { practiceCalls } from './calls';

/*
 * Self-marking after a paper (docs/practice.md): the student marks each case once against the
 * model answer and its key findings, and the mark reschedules the case's review.
 */

export const markCase: Service<typeof practiceCalls.markCase> = async (
  deps,
  { studentId },
  input,
) => {
  const now = deps.now();
  const due = await deps.db.transaction(async (tx) => {
    const [paper] = await tx
      .select()
      .from(practicePapers)
      .where(and(eq(practicePapers.id, input.paperId), eq(practicePapers.studentId, studentId)));
    if (!paper) throw notFound(practiceMessages.paperMissing, 'not_found');
    if (!(await closeIfEnded(tx, paper, now)).closedAt) {
      throw conflict(practiceMessages.paperStillOpen);
    }
    const [row] = await tx
      .select({
        caseId: practicePaperCases.caseId,
        mark: practicePaperCases.mark,
        keyFindings: cases.keyFindings,
        normal: cases.normal,
      })
      .from(practicePaperCases)
      .innerJoin(cases, eq(cases.id, practicePaperCases.caseId))
      .where(
        and(
          eq(practicePaperCases.paperId, paper.id),
          eq(practicePaperCases.position, input.position),
        ),
      )
      .for('update', { of: practicePaperCases });
    if (!row) throw notFound(practiceMessages.caseMissing, 'not_found');
    if (row.mark) throw conflict(practiceMessages.alreadyMarked);
    if (input.findingsSeen.length !== row.keyFindings.length) {
      throw unprocessable(practiceMessages.markFindingsCount);
    }
    if (input.mark === 'overcalled' && !row.normal) {
      throw unprocessable(practiceMessages.overcallNeedsNormal);
    }
    if (paper.kind === 'oral' && !input.oralScores) {
      throw unprocessable(practiceMessages.oralScoresRequired);
    }
    if (paper.kind !== 'oral' && input.oralScores) {
      throw unprocessable(practiceMessages.oralScoresOnlyOral);
    }
    await tx
      .update(practicePaperCases)
      .set({
        mark: input.mark,
        findingsSeen: input.findingsSeen,
        oralScores: input.oralScores ?? null,
        markedAt: now,
      })
      .where(
        and(
          eq(practicePaperCases.paperId, paper.id),
          eq(practicePaperCases.position, input.position),
        ),
      );
    const due = await rescheduleCase(tx, studentId, row.caseId, input.mark, now);
    // The mark listed its paper's cases stale (a trigger); their figures follow by a job.
    await queueCaseRefresh(tx, now);
    return due;
  });
  return { message: practiceMessages.caseMarked, data: { due: due.toISOString() } };
};

/**
 * A mark's review of the student's card of the case (ts-fsrs), stored: what a self-mark does,
 * and what an examiner's mark in a viva room does (docs/viva-rooms.md). Answers the next due.
 */
export async function rescheduleCase(
  tx: Executor,
  studentId: number,
  caseId: number,
  mark: CaseMark,
  now: Date,
): Promise<Date> {
  const [schedule] = await tx
    .select()
    .from(caseSchedules)
    .where(and(eq(caseSchedules.studentId, studentId), eq(caseSchedules.caseId, caseId)))
    .for('update');
  const card = nextCard(schedule, mark, now, await retentionFor(tx, studentId, now));
  const columns = { ...scheduleColumns(card), lastMark: mark };
  await tx
    .insert(caseSchedules)
    .values({ studentId, caseId, ...columns })
    .onConflictDoUpdate({
      target: [caseSchedules.studentId, caseSchedules.caseId],
      set: columns,
    });
  return card.due;
}
