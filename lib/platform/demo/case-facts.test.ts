import { KEY_FINDINGS_MAX } from '../../cases/facts';
import { AGE_BANDS, CASE_MODALITIES, CASE_SYSTEMS } from '../../db/vocabulary';
import { demoCaseFacts } from './case-facts';
import { demoCaseCategories, rapidReviewCategory } from './content';

describe('the demo cases’ facts', () => {
  const slugs = demoCaseCategories.flatMap((short) => short.cases.map((sub) => sub.slug));

  it('give every demo case, and every case the rapid review repeats, complete facts', () => {
    for (const slug of [...slugs, ...rapidReviewCategory.cases.map((sub) => sub.source)]) {
      const facts = demoCaseFacts[slug];
      expect({ slug, known: facts !== undefined }).toEqual({ slug, known: true });
      expect(CASE_SYSTEMS).toContain(facts!.system);
      expect(CASE_MODALITIES).toContain(facts!.modality);
      expect(AGE_BANDS).toContain(facts!.ageBand);
      expect(facts!.keyFindings.length).toBeGreaterThan(0);
      expect(facts!.keyFindings.length).toBeLessThanOrEqual(KEY_FINDINGS_MAX);
      expect(facts!.clinicalDetails).not.toBe('');
    }
    expect(Object.keys(demoCaseFacts).sort()).toEqual([...slugs].sort());
  });

  it('puts the children’s cases in the paediatric age band, whatever their system', () => {
    expect(demoCaseFacts['paediatrics-pyloric-stenosis']).toMatchObject({
      system: 'abdominal',
      ageBand: 'paediatric',
    });
    expect(demoCaseFacts['msk-slipped-upper-femoral-epiphysis']!.ageBand).toBe('paediatric');
    expect(demoCaseFacts['chest-left-upper-lobe-collapse']!.ageBand).toBe('adult');
  });
});
