import { and, asc, eq } from 'drizzle-orm';

import type { BackendDeps } from '../calls/deps';
import type { ReceivingService, Service } from '../calls/service';
import { readUpTo } from '../calls/request-body';
import { ServiceError, conflict } from '../calls/service-error';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { Executor } from '../db/client';
import { caseImages, caseSeries, cases } from '../db/schema';
import { DicomIntakeError, intakeSeries, type IntakeErrorCode } from '../imaging/dicom';
import { zipEntries } from '../imaging/zip';
import { keyImageName, keyImageOf } from '../imaging/key-image';
import { seriesFiles } from '../imaging/series';
import { seriesThumbnails } from '../imaging/thumbnails';
import { isUploadedFile } from '../storage/images';
import { removeSeriesFiles, storeSeriesFiles } from '../storage/series-files';
import { lockCase, noSuchCase } from './console-cases';
import { consoleCaseMessages } from './texts';
import type { caseCalls } from './calls';

/*
 * A case's series from DICOM (docs/imaging.md, "DICOM in"): an editor uploads the files as one
 * zip (the console zips files picked one by one); the server reads them, refuses what is not one
 * image series, sorts, de-identifies, stores the 16-bit slices and keeps the series unpublished
 * with its report until an editor has read what was removed and publishes it. A refused upload
 * stores nothing; a replaced or discarded series' files are removed once its rows are gone.
 */

const say = consoleCaseMessages.dicom;

/** The largest upload: 300 uncompressed 512² CT slices are 158 MB; the rest is headroom. */
const DICOM_UPLOAD_MAX_BYTES = 320 * 1024 * 1024;

/** The HTTP status of each refusal: too big 413, a syntax we do not decode 415, the rest 422. */
const STATUS_OF: Record<IntakeErrorCode, number> = {
  too_large: 413,
  unsupported_transfer_syntax: 415,
  not_dicom: 422,
  truncated: 422,
  not_an_image: 422,
  unsupported_pixels: 422,
  mixed_series: 422,
  duplicate_slice: 422,
  empty: 422,
};

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** The series' rows of a case: the one waiting and the published one, each or neither. */
async function seriesRows(db: Executor, caseId: number) {
  const rows = await db
    .select()
    .from(caseSeries)
    .where(eq(caseSeries.caseId, caseId))
    .orderBy(asc(caseSeries.id));
  return {
    pending: rows.find((row) => !row.published) ?? null,
    published: rows.find((row) => row.published) ?? null,
  };
}

/** A stored series' files: its slices and their thumbnails. */
const filesOf = seriesFiles;

/** What the audit keeps of a report: the removed attributes by keyword, and the counts. */
function reportSummary(report: typeof caseSeries.$inferSelect.report) {
  return {
    removed: report.removed.map((attribute) => attribute.name),
    privateAttributes: report.privateAttributes,
    otherAttributes: report.otherAttributes,
    review: report.review,
  };
}

export const receiveCaseDicom: ReceivingService<typeof caseCalls.uploadCaseDicom> = async (
  deps,
  operator,
  { caseId },
  body,
) => {
  const [found] = await deps.db.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId));
  // A refusal before the body is read leaves it to the backend, which drops it (backend.receive).
  if (!found) throw noSuchCase();
  if (body.declaredBytes !== null && body.declaredBytes > DICOM_UPLOAD_MAX_BYTES) {
    throw new ServiceError(413, say.tooLarge);
  }
  if (!body.stream) throw new ServiceError(422, say.missing);
  let upload: Uint8Array | null;
  try {
    upload = await readUpTo(body.stream, DICOM_UPLOAD_MAX_BYTES);
  } catch {
    throw new ServiceError(400, say.broken);
  }
  if (!upload) throw new ServiceError(413, say.tooLarge);
  if (upload.length === 0) throw new ServiceError(422, say.missing);

  const zipped = ZIP_SIGNATURE.every((byte, index) => upload[index] === byte);
  let intake;
  try {
    intake = await intakeSeries(
      zipped ? zipEntries(upload) : [{ name: 'the file', bytes: upload }],
    );
  } catch (error) {
    if (error instanceof DicomIntakeError) {
      throw new ServiceError(STATUS_OF[error.code], say.refused(error.message));
    }
    throw error;
  }
  const { files, report } = intake;
  // The console's thumbnails, windowed once now (docs/imaging.md, "Thumbnails").
  const thumbnails = await seriesThumbnails(intake.manifest, files);
  const manifest = { ...intake.manifest, thumbnails: true };
  await storeSeriesFiles(deps.storage, [...files, ...thumbnails]);
  let replaced: string[] = [];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      await lockCase(tx, caseId);
      const { pending } = await seriesRows(tx, caseId);
      if (pending) await tx.delete(caseSeries).where(eq(caseSeries.id, pending.id));
      await tx.insert(caseSeries).values({ caseId: caseId, manifest, report });
      await recordAudit(tx, operator, {
        action: 'case.dicom_series_uploaded',
        targetType: 'case',
        targetId: caseId,
        before: pending ? { slices: pending.manifest.slices.length } : null,
        after: {
          slices: manifest.slices.length,
          modality: manifest.modality,
          ...reportSummary(report),
        },
      });
      return pending ? filesOf(pending.manifest) : [];
    });
  } catch (error) {
    await removeSeriesFiles(deps.storage, filesOf(manifest));
    throw error;
  }
  await removeSeriesFiles(deps.storage, replaced);
  return {
    message: say.received(manifest.slices.length),
    data: { caseId, slices: manifest.slices.length, report },
  };
};

/**
 * Publishes the series waiting on the case: its slices become the case's series (the long case
 * in practice papers), replacing the slices it had; the files no one uses any more are removed
 * after the commit.
 */
export const publishCaseDicom: Service<typeof caseCalls.publishCaseDicom> = async (
  deps: BackendDeps,
  operator: AuditActor,
  { caseId },
) => {
  // A case without a film gets the series' middle slice as one, so it can be published
  // (docs/console.md): made before the transaction, removed if the film is not taken.
  const film = await filmFor(deps, caseId);
  const outcome = await deps.db
    .transaction(async (tx) => {
      const caseRow = await lockCase(tx, caseId);
      const { pending, published } = await seriesRows(tx, caseId);
      if (!pending) throw conflict(say.nothingPending);
      const filmTaken = film !== null && caseRow.image === '';
      if (filmTaken) {
        await tx.update(cases).set({ image: film }).where(eq(cases.id, caseId));
      }
      const before = await tx
        .select({ image: caseImages.image })
        .from(caseImages)
        .where(eq(caseImages.caseId, caseId))
        .orderBy(asc(caseImages.position));
      if (published) await tx.delete(caseSeries).where(eq(caseSeries.id, published.id));
      await tx
        .update(caseSeries)
        .set({ published: true })
        .where(and(eq(caseSeries.id, pending.id), eq(caseSeries.published, false)));
      const after = pending.manifest.slices.map((slice) => slice.file);
      await tx.delete(caseImages).where(eq(caseImages.caseId, caseId));
      await tx
        .insert(caseImages)
        .values(after.map((image, index) => ({ caseId: caseId, position: index + 1, image })));
      await recordAudit(tx, operator, {
        action: 'case.dicom_series_published',
        targetType: 'case',
        targetId: caseId,
        before: { series: before.map((row) => row.image) },
        after: {
          series: after,
          modality: pending.manifest.modality,
          ...(filmTaken ? { image: film } : {}),
        },
      });
      const kept = new Set(filesOf(pending.manifest));
      const dropped = [
        ...before.map((row) => row.image),
        ...(published ? filesOf(published.manifest) : []),
      ].filter((name) => !kept.has(name) && isUploadedFile(name));
      if (film && !filmTaken) dropped.push(film);
      return { slices: after.length, dropped: [...new Set(dropped)] };
    })
    .catch(async (error: unknown) => {
      if (film) await removeSeriesFiles(deps.storage, [film]);
      throw error;
    });
  await removeSeriesFiles(deps.storage, outcome.dropped);
  return {
    message: say.published(outcome.slices),
    data: { caseId, slices: outcome.slices },
  };
};

/**
 * The film made from the waiting series' middle slice, stored, for a case that has none; null
 * when the case has a film or nothing waits.
 */
async function filmFor(deps: BackendDeps, caseId: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ image: cases.image, manifest: caseSeries.manifest })
    .from(cases)
    .innerJoin(caseSeries, and(eq(caseSeries.caseId, cases.id), eq(caseSeries.published, false)))
    .where(eq(cases.id, caseId));
  if (!row || row.image !== '') return null;
  const index = Math.floor(row.manifest.slices.length / 2);
  const png = await deps.storage.get(row.manifest.slices[index].file);
  if (!png) return null;
  const name = keyImageName(row.manifest);
  await storeSeriesFiles(deps.storage, [
    { name, bytes: await keyImageOf(row.manifest, index, png) },
  ]);
  return name;
}

/** Discards the series waiting on the case, and its files. */
export const discardCaseDicom: Service<typeof caseCalls.discardCaseDicom> = async (
  deps,
  operator,
  { caseId },
) => {
  const dropped = await deps.db.transaction(async (tx) => {
    await lockCase(tx, caseId);
    const { pending } = await seriesRows(tx, caseId);
    if (!pending) throw conflict(say.nothingPending);
    await tx.delete(caseSeries).where(eq(caseSeries.id, pending.id));
    await recordAudit(tx, operator, {
      action: 'case.dicom_series_discarded',
      targetType: 'case',
      targetId: caseId,
      before: { slices: pending.manifest.slices.length },
      after: null,
    });
    return filesOf(pending.manifest);
  });
  await removeSeriesFiles(deps.storage, dropped);
  return { message: say.discarded, data: { caseId, slices: 0 } };
};
