import { asc, eq, sql } from 'drizzle-orm';

import type { BackendDeps } from '../calls/deps';
import type { Service } from '../calls/service';
import { conflict, notFound, unprocessable } from '../calls/service-error';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { Executor } from '../db/client';
import { caseImages, cases } from '../db/schema';
import { thumbnailName } from '../imaging/series';
import { isUploadedFile, storeImage, type ImageRules } from '../storage/images';
import { lockCase, noSuchCase } from './console-cases';
import { SERIES_MAX_SLICES } from './facts';
import { consoleCaseMessages } from './texts';
import type { caseCalls } from './calls';

/*
 * A case's series from the console (docs/cases.md, "The series"): slices appended one upload at a
 * time, removed, moved and cleared, each write under the case's row lock with its audit entry.
 * Files of removed slices are deleted only once the transaction that dropped them has committed.
 */

const say = consoleCaseMessages.series;

/**
 * A slice is scrolled through, not read zoomed in like a film: 1024 px keeps a CT or MR matrix
 * (512 px) whole at double size, and grey images keep fine edges at this quality.
 */
const SERIES_SLICE: ImageRules = { maxSide: 1024, quality: 90, messages: say };

/** The case's slices' stored names in order. */
async function seriesOf(db: Executor, caseId: number): Promise<string[]> {
  const rows = await db
    .select({ image: caseImages.image })
    .from(caseImages)
    .where(eq(caseImages.caseId, caseId))
    .orderBy(asc(caseImages.position));
  return rows.map((row) => row.image);
}

/** Stores `series` as the case's slices numbered 1…N (primary key: case and position). */
async function writeSeries(tx: Executor, caseId: number, series: string[]) {
  await tx.delete(caseImages).where(eq(caseImages.caseId, caseId));
  if (series.length === 0) return;
  await tx
    .insert(caseImages)
    .values(series.map((image, index) => ({ caseId: caseId, position: index + 1, image })));
}

/**
 * Changes a case's series under its row lock: `change` answers the new series (or null for no
 * change); a change is written and audited in one transaction, and the uploaded files no longer
 * in the series are deleted after it commits.
 */
async function changeSeries(
  deps: BackendDeps,
  operator: AuditActor,
  caseId: number,
  action: string,
  change: (series: string[]) => string[] | null,
): Promise<{ changed: boolean; slices: number }> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockCase(tx, caseId);
    const before = await seriesOf(tx, caseId);
    const after = change(before);
    if (!after) return { before, after: before, changed: false };
    await writeSeries(tx, caseId, after);
    await recordAudit(tx, operator, {
      action,
      targetType: 'case',
      targetId: caseId,
      before: { series: before },
      after: { series: after },
    });
    return { before, after, changed: true };
  });
  const kept = new Set(outcome.after);
  for (const image of outcome.before) {
    if (!kept.has(image) && isUploadedFile(image)) {
      await deps.storage.remove(image);
      // A slice that came in as DICOM has a thumbnail beside it (docs/imaging.md, "Thumbnails").
      if (thumbnailName(image) !== image) await deps.storage.remove(thumbnailName(image));
    }
  }
  return { changed: outcome.changed, slices: outcome.after.length };
}

/** Appends one slice, checked by content and re-encoded; refused past SERIES_MAX_SLICES. */
export const uploadCaseSlice: Service<typeof caseCalls.uploadCaseSlice> = async (
  deps,
  operator,
  { caseId, picture },
) => {
  // Answered before the picture is re-encoded; checked again under the lock below.
  const [room] = await deps.db
    .select({
      slices: sql<number>`(select count(*)::int from ${caseImages} where ${caseImages.caseId} = ${cases.id})`,
    })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!room) throw noSuchCase();
  if (room.slices >= SERIES_MAX_SLICES) throw unprocessable(say.full(SERIES_MAX_SLICES));
  const stored = await storeImage(deps.storage, picture, SERIES_SLICE);
  try {
    const { slices } = await changeSeries(
      deps,
      operator,
      caseId,
      'case.series_slice_added',
      (series) => {
        if (series.length >= SERIES_MAX_SLICES) throw unprocessable(say.full(SERIES_MAX_SLICES));
        return [...series, stored];
      },
    );
    return { message: say.added(slices), data: { caseId, slices } };
  } catch (error) {
    await deps.storage.remove(stored);
    throw error;
  }
};

/** The slice at `position` (from 1), or its 404. */
function indexOf(series: string[], position: number): number {
  if (position > series.length) throw notFound(say.noSuchSlice);
  return position - 1;
}

export const removeCaseSlice: Service<typeof caseCalls.removeCaseSlice> = async (
  deps,
  operator,
  { caseId, position },
) => {
  const { slices } = await changeSeries(
    deps,
    operator,
    caseId,
    'case.series_slice_removed',
    (series) => series.filter((_, index) => index !== indexOf(series, position)),
  );
  return { message: say.removed, data: { caseId, slices } };
};

export const moveCaseSlice: Service<typeof caseCalls.moveCaseSlice> = async (
  deps,
  operator,
  { caseId, position, direction },
) => {
  const { slices } = await changeSeries(
    deps,
    operator,
    caseId,
    'case.series_slice_moved',
    (series) => {
      const index = indexOf(series, position);
      const other = direction === 'up' ? index - 1 : index + 1;
      if (other < 0 || other >= series.length) throw conflict(consoleCaseMessages.atTheEnd);
      const moved = [...series];
      [moved[index], moved[other]] = [moved[other]!, moved[index]!];
      return moved;
    },
  );
  return { message: say.moved, data: { caseId, slices } };
};

export const clearCaseSeries: Service<typeof caseCalls.clearCaseSeries> = async (
  deps,
  operator,
  { caseId },
) => {
  const { changed } = await changeSeries(deps, operator, caseId, 'case.series_cleared', (series) =>
    series.length === 0 ? null : [],
  );
  return { message: changed ? say.cleared : say.empty, data: { caseId, slices: 0 } };
};
