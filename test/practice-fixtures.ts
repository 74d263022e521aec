import type { Database } from '@/lib/db/client';
import { caseImages, caseCategories, cases } from '@/lib/db/schema';

let made = 0;

type BankSpec = {
  chest: { adult: number; paediatric: number; normal: number };
  musculoskeletal: { adult: number; paediatric: number; normal: number };
  abdominal: number;
  /** Long cases, each with a series of this many slices. */
  long: number;
  slices?: number;
};

/** The model answer of a test case: text a test can look for in any response. */
export const modelAnswerOf = (slug: string) => `MODEL-ANSWER ${slug}`;
export const keyFindingOf = (slug: string, n: number) => `KEY-FINDING ${n} of ${slug}`;

/**
 * A bank of practice cases in one published category: radiographs of the chest, bones and abdomen
 * (the normal ones counted within the adults) and long cases with series.
 */
export async function addPracticeBank(db: Database, spec: BankSpec) {
  const n = ++made;
  const [category] = await db
    .insert(caseCategories)
    .values({ name: `Bank ${n}`, slug: `bank-${n}` })
    .returning();
  const rows: (typeof cases.$inferInsert)[] = [];
  const add = (
    system: 'chest' | 'musculoskeletal' | 'abdominal' | 'neuro',
    ageBand: 'adult' | 'paediatric',
    normal: boolean,
    modality: 'XR' | 'CT',
  ) => {
    const slug = `b${n}-${system}-${ageBand}-${normal ? 'normal' : 'finding'}-${rows.length + 1}`;
    rows.push({
      categoryId: category!.id,
      name: `Case ${slug}`,
      slug,
      image: `/test/${slug}.webp`,
      answer: modelAnswerOf(slug),
      position: rows.length + 1,
      system,
      modality,
      region: 'test region',
      ageBand,
      normal,
      patientAge: ageBand === 'adult' ? '54 years' : '6 years',
      patientSex: 'female',
      referralSource: 'gp',
      clinicalDetails: `Details of ${slug}`,
      keyFindings: [keyFindingOf(slug, 1), keyFindingOf(slug, 2)],
    });
  };
  for (const system of ['chest', 'musculoskeletal'] as const) {
    const { adult, paediatric, normal } = spec[system];
    for (let i = 0; i < adult; i++) add(system, 'adult', i < normal, 'XR');
    for (let i = 0; i < paediatric; i++) add(system, 'paediatric', false, 'XR');
  }
  for (let i = 0; i < spec.abdominal; i++) add('abdominal', 'adult', false, 'XR');
  for (let i = 0; i < spec.long; i++) add(i % 2 ? 'neuro' : 'abdominal', 'adult', false, 'CT');
  const inserted = await db.insert(cases).values(rows).returning();
  const long = inserted.filter((item) => item.modality === 'CT');
  const slices = spec.slices ?? 12;
  if (long.length) {
    await db.insert(caseImages).values(
      long.flatMap((item) =>
        Array.from({ length: slices }, (_, index) => ({
          caseId: item.id,
          position: index + 1,
          image: `/test/${item.slug}-${index + 1}.webp`,
        })),
      ),
    );
  }
  return { category: category!, cases: inserted };
}
