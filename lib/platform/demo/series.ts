import { eq, inArray, sql } from 'drizzle-orm';

import type { FileStorage } from '../../calls/deps';
import type { Database } from '../../db/client';
import { caseImages, caseSeries, caseCategories, cases } from '../../db/schema';
import type { DeidentificationReport } from '../../imaging/dicom';
import { brainMrSeries, chestCtSeries, type DemoSeries } from '../../imaging/demo-series';
import { keyImageName, keyImageOf } from '../../imaging/key-image';
import { seriesThumbnails } from '../../imaging/thumbnails';
import { removeSeriesFiles, storeSeriesFiles } from '../../storage/series-files';
import { practiceLongCategory } from './practice-cases';

/*
 * The demo's 16-bit series (docs/imaging.md, "Demo series"): a chest CT in Hounsfield units and a
 * brain MR, generated as the demo is seeded (about two seconds) rather than committed, stored in
 * the storage the media use, and published as two more long cases of the exam bank, so that on a
 * fresh clone the lung, mediastinal and bone windows each show something else, in the case pages
 * and in long-case papers.
 */

type DemoSeriesCase = {
  slug: string;
  name: string;
  make: () => Promise<DemoSeries>;
  /** The slice the library shows (from 1): one with the finding. */
  keySlice: number;
  answer: string;
  facts: Partial<typeof cases.$inferInsert>;
};

const answerOf = (parts: [string, string, string, string, string]) =>
  [
    'Observations',
    'Interpretation',
    'Principal diagnosis',
    'Differential diagnosis',
    'Further management',
  ]
    .map((part, index) => `${part}: ${parts[index]}`)
    .join('\n\n');

export const DEMO_SERIES_CASES: DemoSeriesCase[] = [
  {
    slug: 'bank-long-ct-solitary-pulmonary-nodule',
    name: 'Solitary pulmonary nodule on CT',
    make: () => chestCtSeries({ slices: 96, size: 256, id: 'demo-chest-ct' }),
    keySlice: 31,
    facts: {
      system: 'chest',
      modality: 'CT',
      region: 'right upper lobe',
      ageBand: 'adult',
      patientAge: '58 years',
      patientSex: 'female',
      referralSource: 'outpatient',
      clinicalDetails: 'Ex-smoker, 30 pack-years. Persistent cough for two months.',
      keyFindings: [
        'Solid 9 mm nodule in the right upper lobe, soft-tissue density on the lung window',
        'No calcification or fat within it on the mediastinal and bone windows',
        'No mediastinal or hilar lymph node enlargement',
        'No bone lesion on the bone window',
      ],
      normal: false,
    },
    answer: answerOf([
      'Contrast-enhanced CT of the thorax, read on lung, mediastinal and bone windows. On the lung window there is a solitary solid nodule of about 9 mm in the right upper lobe, with smooth margins; the rest of the lungs are clear, with normal vessels. On the mediastinal window the nodule measures soft tissue (about 35 HU) with no calcification or fat; the aorta enhances normally and there is no lymph node enlargement. On the bone window the ribs and vertebrae are normal.',
      'A solitary solid nodule of 8 mm or more in a former smoker is indeterminate: it carries a real risk of lung cancer and needs further assessment rather than surveillance alone.',
      'Indeterminate solid pulmonary nodule in the right upper lobe, suspicious for a primary lung cancer in a former smoker.',
      'Primary lung cancer; a solitary metastasis; granuloma (usually calcified); hamartoma (fat or popcorn calcification, absent here); an intrapulmonary lymph node.',
      'Calculate the malignancy risk (Brock model) as the British Thoracic Society guideline sets out. With a risk above 10 %, PET-CT, then discussion at the lung cancer multidisciplinary meeting for image-guided biopsy or resection. Ask for earlier imaging for comparison.',
    ]),
  },
  {
    slug: 'bank-long-mr-normal-brain',
    name: 'Normal brain MR',
    make: () => brainMrSeries({ slices: 64, size: 256, id: 'demo-brain-mr' }),
    keySlice: 32,
    facts: {
      system: 'neuro',
      modality: 'MR',
      region: 'brain',
      ageBand: 'adult',
      patientAge: '34 years',
      patientSex: 'male',
      referralSource: 'gp',
      clinicalDetails: 'Headaches for three months, worse in the morning. No focal neurology.',
      keyFindings: [
        'Normal grey–white matter differentiation',
        'Normal ventricles, not enlarged, in the midline',
        'No mass, oedema or midline shift',
      ],
      normal: true,
    },
    answer: answerOf([
      'Axial T1-weighted MR series of the brain. The grey–white matter differentiation is normal. The lateral ventricles are of normal size and symmetrical, in the midline. There is no mass, no oedema and no midline shift. The scalp and skull are normal.',
      'A normal study: nothing accounts for the headache, and there is no sign of raised intracranial pressure.',
      'Normal MR of the brain.',
      'None on this study; a small lesion might need contrast or other sequences to be excluded.',
      'Return the patient to the GP for management of the headache, with safety-netting advice. No further imaging is needed unless new neurological signs appear.',
    ]),
  },
];

/** Nothing was removed: the demo's series are made here, with no one's details in them. */
const reportOf = (series: DemoSeries): DeidentificationReport => ({
  removed: [],
  privateAttributes: 0,
  otherAttributes: 0,
  replacedUids: series.manifest.uids,
  review: [],
});

/**
 * Adds the demo's series cases the database does not have yet, to the exam bank's long cases
 * (none when the bank is not there: a public deployment's essentials). The number added.
 */
export async function seedDemoSeries(db: Database, storage: FileStorage): Promise<number> {
  const [bank] = await db
    .select({ id: caseCategories.id })
    .from(caseCategories)
    .where(eq(caseCategories.slug, practiceLongCategory.slug));
  if (!bank) return 0;
  const present = new Set(
    (
      await db
        .select({ slug: cases.slug })
        .from(cases)
        .where(
          inArray(
            cases.slug,
            DEMO_SERIES_CASES.map((item) => item.slug),
          ),
        )
    ).map((row) => row.slug),
  );
  let added = 0;
  for (const item of DEMO_SERIES_CASES.filter((c) => !present.has(c.slug))) {
    const series = await item.make();
    const key = { name: keyImageName(series.manifest) };
    const index = item.keySlice - 1;
    // The console's thumbnails, as for an uploaded series (docs/imaging.md, "Thumbnails").
    const thumbnails = await seriesThumbnails(series.manifest, series.files);
    const manifest = { ...series.manifest, thumbnails: true };
    const files = [
      ...series.files,
      ...thumbnails,
      {
        name: key.name,
        bytes: await keyImageOf(series.manifest, index, series.files[index].bytes),
      },
    ];
    await storeSeriesFiles(storage, files);
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cases)
          .values({
            categoryId: bank.id,
            name: item.name,
            slug: item.slug,
            image: key.name,
            answer: item.answer,
            position: sql`(select coalesce(max(${cases.position}), 0) + 1 from ${cases} where ${cases.categoryId} = ${bank.id})`,
            ...item.facts,
          })
          .returning({ id: cases.id });
        await tx.insert(caseImages).values(
          series.manifest.slices.map((slice, index) => ({
            caseId: row.id,
            position: index + 1,
            image: slice.file,
          })),
        );
        await tx.insert(caseSeries).values({
          caseId: row.id,
          published: true,
          manifest,
          report: reportOf(series),
        });
      });
    } catch (error) {
      await removeSeriesFiles(
        storage,
        files.map((file) => file.name),
      );
      throw error;
    }
    added++;
  }
  return added;
}
