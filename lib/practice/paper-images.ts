import { createHmac } from 'node:crypto';

import { and, asc, eq, inArray } from 'drizzle-orm';

import { authSecret } from '../security/secret';
import type { BackendDeps } from '../calls/deps';
import type { StreamService } from '../calls/service';
import { streamNotFound, type StreamAnswer } from '../calls/stream';
import type { Executor } from '../db/client';
import { caseImages, caseSeries, practicePaperCases, practicePapers, cases } from '../db/schema';
import { manifestForSlices, type SeriesManifest } from '../imaging/series';
import { readCaseImage } from '../storage/case-images';
import type { practiceCalls } from './calls';
import { PAPER_IMAGE_NAME, paperImageUrl } from './links';

/*
 * A paper's films at addresses of its own (docs/practice.md, "The films' addresses"). The public
 * library's addresses name a film's diagnosis ("/demo/bank/chest-cannonball-metastases.webp")
 * and are listed beside its case and model answer, so a paper never sends them: each image is
 * `/api/practice/paper/<paper>/image/<name>`, where the name is a keyed hash of the paper, the
 * case's place, the slice and the stored image. It says nothing, differs from paper to paper,
 * and only the server can tell which file it stands for; the route serves that file to the
 * student whose paper it is.
 */

/** The key of the names, from the server's secret (the same on every instance). */
const imageKey = () => createHmac('sha256', authSecret()).update('practice-paper-images').digest();

/** `scope` is the paper's id, or another room's own word (a session's room: docs/live-sessions.md). */
function imageName(
  key: Buffer,
  scope: number | string,
  position: number,
  slice: number,
  stored: string,
) {
  return createHmac('sha256', key)
    .update(JSON.stringify([scope, position, slice, stored]))
    .digest('base64url')
    .slice(0, 32);
}

type PaperCaseImages = { position: number; images: string[] };

/**
 * Each case's images of the student's paper, in order (a long case's series, or its one film),
 * in one query; none when the paper is not theirs. The same images as paperView's (imagesOf).
 */
async function ownPaperImages(
  db: Executor,
  studentId: number,
  paperId: number,
): Promise<PaperCaseImages[]> {
  const rows = await db
    .select({
      position: practicePaperCases.position,
      film: cases.image,
      slice: caseImages.image,
    })
    .from(practicePaperCases)
    .innerJoin(
      practicePapers,
      and(
        eq(practicePapers.id, practicePaperCases.paperId),
        eq(practicePapers.studentId, studentId),
      ),
    )
    .innerJoin(cases, eq(cases.id, practicePaperCases.caseId))
    .leftJoin(caseImages, eq(caseImages.caseId, cases.id))
    .where(eq(practicePaperCases.paperId, paperId))
    .orderBy(asc(practicePaperCases.position), asc(caseImages.position));
  const byPosition = new Map<number, string[]>();
  for (const row of rows) {
    byPosition.set(row.position, [...(byPosition.get(row.position) ?? []), row.slice ?? row.film]);
  }
  return [...byPosition].map(([position, images]) => ({ position, images }));
}

/**
 * The addresses the browser loads a paper's images from, case by case: the same images in
 * another paper, or in the library, have other addresses.
 */
export function paperImageAddresses(paperId: number, paperCases: PaperCaseImages[]) {
  const names = paperImageNames(paperId, paperCases);
  return new Map(
    [...names].map(([position, list]) => [
      position,
      list.map((name) => paperImageUrl(paperId, name)),
    ]),
  );
}

/** The names of a paper's images, case by case, which another route may serve under its own path. */
export function paperImageNames(paperId: number | string, paperCases: PaperCaseImages[]) {
  const key = imageKey();
  return new Map(
    paperCases.map(({ position, images }) => [
      position,
      images.map((stored, index) => imageName(key, paperId, position, index + 1, stored)),
    ]),
  );
}

/** The stored image a name of `scope`'s cases stands for (paperImageNames), or null. */
export function storedImageNamed(
  scope: number | string,
  paperCases: PaperCaseImages[],
  name: string,
): string | null {
  if (!PAPER_IMAGE_NAME.test(name)) return null;
  const key = imageKey();
  for (const { position, images } of paperCases) {
    const slice = images.findIndex(
      (image, index) => imageName(key, scope, position, index + 1, image) === name,
    );
    if (slice >= 0) return images[slice]!;
  }
  return null;
}

/**
 * One of a paper's images for the student whose paper it is, while the paper runs and in its
 * review. Anyone else gets 404, as for a name that is not the paper's, so the answer says nothing
 * about other students' papers.
 */
export const openPaperImage: StreamService<typeof practiceCalls.paperImage> = async (
  deps,
  actor,
  { paperId, name },
) => {
  if (actor.kind !== 'student') return streamNotFound();
  return servePaperImage(deps, actor.studentId, paperId, name);
};

/**
 * One of a student's paper's images by its name, or 404: the paper's own route, and a viva room's
 * route for both people in the room (docs/viva-rooms.md), which names the candidate whose paper
 * it is only after checking who asks.
 */
export async function servePaperImage(
  deps: Pick<BackendDeps, 'db' | 'storage'>,
  studentId: number,
  paperId: number,
  name: string,
): Promise<StreamAnswer> {
  if (!PAPER_IMAGE_NAME.test(name)) return streamNotFound();
  const stored = storedImageNamed(paperId, await ownPaperImages(deps.db, studentId, paperId), name);
  return serveCaseImage(deps, stored);
}

/** A stored case image as a file answer, kept by the asker's browser only; 404 for none. */
export async function serveCaseImage(
  deps: Pick<BackendDeps, 'storage'>,
  stored: string | null,
): Promise<StreamAnswer> {
  const file = stored ? await readCaseImage(deps.storage, stored) : null;
  if (!file) return streamNotFound();
  return {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.byteLength),
      // A name always stands for the same bytes (the stored image is in its hash), so the
      // student's own browser may keep it; no shared cache may.
      'cache-control': 'private, max-age=86400, immutable',
    },
    body: new Response(file.bytes as BodyInit).body as ReadableStream<Uint8Array>,
  };
}

/**
 * The 16-bit manifests of a paper's cases whose series came in as DICOM, by position: each
 * slice's file is its paper address and the UIDs are made from them, so the manifest carries
 * nothing the library's case page also carries but the pixels' geometry.
 */
export async function paperManifests(
  db: Executor,
  paperCases: { id: number; position: number; stored: string[]; addresses: string[] }[],
): Promise<Map<number, SeriesManifest>> {
  const ids = paperCases.filter((item) => item.stored.length > 1).map((item) => item.id);
  if (!ids.length) return new Map();
  const rows = await db
    .select({ caseId: caseSeries.caseId, manifest: caseSeries.manifest })
    .from(caseSeries)
    .where(and(inArray(caseSeries.caseId, ids), eq(caseSeries.published, true)));
  const byCase = new Map(rows.map((row) => [row.caseId, row.manifest]));
  const manifests = new Map<number, SeriesManifest>();
  for (const item of paperCases) {
    const stored = byCase.get(item.id);
    const manifest = stored ? manifestForSlices(stored, item.stored) : null;
    if (!manifest) continue;
    const own = item.addresses[0].slice(item.addresses[0].lastIndexOf('/') + 1);
    manifests.set(item.position, {
      ...manifest,
      uids: { study: `paper-${own}`, series: `series-${own}`, frameOfReference: `frame-${own}` },
      slices: manifest.slices.map((slice, index) => ({ ...slice, file: item.addresses[index] })),
    });
  }
  return manifests;
}
