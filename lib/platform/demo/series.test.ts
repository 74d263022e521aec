import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, inArray } from 'drizzle-orm';
import { decode } from 'fast-png';

import { createTestDatabase } from '@/test/test-database';

import type { OpenedDatabase } from '../../db/client';
import { caseImages, caseSeries, cases } from '../../db/schema';
import { thumbnailName } from '../../imaging/series';
import { modalityValue } from '../../imaging/windowing';
import { createDiskStorage } from '../../storage/disk-storage';
import { seedDemoContent } from './seed';
import { DEMO_SERIES_CASES, seedDemoSeries } from './series';

/*
 * The demo's 16-bit series on in-memory PGlite: two long cases whose slices are stored with their
 * true values and published, once however often the setup runs.
 */

let opened: OpenedDatabase;
let dir: string;

beforeAll(async () => {
  opened = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'frcr-demo-series-'));
});
afterAll(async () => {
  await opened.close();
  await rm(dir, { recursive: true, force: true });
});

it('adds a CT and an MR long case with their 16-bit series, once', async () => {
  const { db } = opened;
  const storage = createDiskStorage(dir);
  await seedDemoContent(db, { content: 'demo' });
  const started = Date.now();
  expect(await seedDemoSeries(db, storage)).toBe(2);
  const seconds = (Date.now() - started) / 1000;
  expect(seconds).toBeLessThan(30);

  const found = await db
    .select({ id: cases.id, slug: cases.slug, image: cases.image })
    .from(cases)
    .where(
      inArray(
        cases.slug,
        DEMO_SERIES_CASES.map((item) => item.slug),
      ),
    );
  expect(found).toHaveLength(2);
  const stored = new Set(await readdir(dir));
  for (const item of found) {
    expect(stored.has(item.image)).toBe(true);
    const [series] = await db.select().from(caseSeries).where(eq(caseSeries.caseId, item.id));
    expect(series.published).toBe(true);
    const slices = await db
      .select({ image: caseImages.image })
      .from(caseImages)
      .where(eq(caseImages.caseId, item.id))
      .orderBy(caseImages.position);
    expect(slices.map((slice) => slice.image)).toEqual(
      series.manifest.slices.map((slice) => slice.file),
    );
    for (const slice of slices) expect(stored.has(slice.image)).toBe(true);
    // Each slice's windowed thumbnail for the console (docs/imaging.md, "Thumbnails").
    expect(series.manifest.thumbnails).toBe(true);
    for (const slice of slices) expect(stored.has(thumbnailName(slice.image))).toBe(true);
  }

  // The CT's corner is air, about −1000 HU, in the file as stored.
  const ct = found.find((item) => item.slug.includes('-ct-'))!;
  const [ctSeries] = await db.select().from(caseSeries).where(eq(caseSeries.caseId, ct.id));
  const first = ctSeries.manifest.slices[0];
  const png = decode((await storage.get(first.file))!);
  expect(Math.abs(modalityValue(png.data[0], first.rescale) + 1000)).toBeLessThan(30);

  expect(await seedDemoSeries(db, storage)).toBe(0);
}, 90_000);
