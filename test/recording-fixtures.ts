import type { Database } from '@/lib/db/client';
import { practicePaperCases, practicePapers, caseCategories, cases } from '@/lib/db/schema';
import type { PaperKind } from '@/lib/db/vocabulary';

/*
 * Papers made by inserting their rows, as a started paper would have them, so the recordings'
 * tests do not depend on how papers are drawn.
 */

let made = 0;

/** Six cases in a category of their own, for papers to point at. */
export async function addPracticeCases(db: Database, count = 6): Promise<number[]> {
  made += 1;
  const [category] = await db
    .insert(caseCategories)
    .values({ name: `Oral ${made}`, slug: `oral-${made}`, position: made })
    .returning();
  const rows = await db
    .insert(cases)
    .values(
      Array.from({ length: count }, (_, i) => ({
        categoryId: category.id,
        name: `Oral case ${made}.${i + 1}`,
        slug: `oral-${made}-${i + 1}`,
        image: '/demo/shorts/chest-1.webp',
        position: i,
      })),
    )
    .returning({ id: cases.id });
  return rows.map((c) => c.id);
}

/** A paper of the student's, with one case per position from 1, open for 30 minutes from `now`. */
export async function addPaper(
  db: Database,
  studentId: number,
  caseIds: number[],
  {
    kind = 'oral',
    now = new Date(),
    closedAt = null,
  }: { kind?: PaperKind; now?: Date; closedAt?: Date | null } = {},
): Promise<number> {
  const [paper] = await db
    .insert(practicePapers)
    .values({
      studentId,
      kind,
      startedAt: now,
      endsAt: new Date(now.getTime() + 30 * 60_000),
      closedAt,
    })
    .returning({ id: practicePapers.id });
  await db
    .insert(practicePaperCases)
    .values(caseIds.map((caseId, index) => ({ paperId: paper.id, position: index + 1, caseId })));
  return paper.id;
}

/** The first bytes of a WebM file as MediaRecorder writes one (the EBML header), and some more. */
export function webmRecording(length = 2048): Blob {
  const bytes = new Uint8Array(length);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  for (let i = 4; i < length; i++) bytes[i] = i % 251;
  return new Blob([bytes], { type: 'audio/webm' });
}

/** An MP4 audio file's first bytes, as Safari records one. */
export function mp4Recording(): Blob {
  const bytes = new Uint8Array(512);
  bytes.set([0, 0, 0, 0x1c, ...new TextEncoder().encode('ftypM4A ')]);
  return new Blob([bytes], { type: 'audio/mp4' });
}
