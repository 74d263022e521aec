import { z } from 'zod';

import { defineCall } from '@/lib/calls/define-call';
import { CASE_MODALITIES, CASE_SYSTEMS } from '@/lib/cases/facts';

import { coverageEndpoints } from './coverage-endpoints';
import { CASE_MARKS } from './rules';
import { SCORED_PAPER_KINDS } from './coverage-texts';

const count = z.number().int().nonnegative();
/** A share from 0 (nothing right) to 1 (all right); null while nothing is marked. */
const score = z.number().min(0).max(1).nullable();

const markCountsSchema = z.object({
  correct: count,
  partly: count,
  missed: count,
  overcalled: count,
});
export type MarkCounts = z.infer<typeof markCountsSchema>;

/** Cases of the bank seen out of those it holds, with the student's marks of the area. */
const areaFigures = {
  bank: count,
  seen: count,
  marks: markCountsSchema,
  lastMark: z.enum(CASE_MARKS).nullable(),
  score,
};

const systemCoverageSchema = z.object({ system: z.enum(CASE_SYSTEMS), ...areaFigures });
const modalityCoverageSchema = z.object({ modality: z.enum(CASE_MODALITIES), ...areaFigures });
export type SystemCoverage = z.infer<typeof systemCoverageSchema>;
export type ModalityCoverage = z.infer<typeof modalityCoverageSchema>;

const regionCoverageSchema = z.object({ region: z.string(), bank: count, seen: count });
export type RegionCoverage = z.infer<typeof regionCoverageSchema>;

const weakAreaSchema = z.discriminatedUnion('area', [
  z.object({
    area: z.literal('system'),
    system: z.enum(CASE_SYSTEMS),
    score: z.number(),
    marked: count,
  }),
  z.object({
    area: z.literal('modality'),
    modality: z.enum(CASE_MODALITIES),
    score: z.number(),
    marked: count,
  }),
]);
export type WeakArea = z.infer<typeof weakAreaSchema>;

const paperScoreSchema = z.object({
  paperId: z.number().int(),
  kind: z.enum(SCORED_PAPER_KINDS),
  /** When it closed (ISO 8601). */
  takenAt: z.string(),
  cases: count,
  /** Cases the student has marked (an oral's: scored in its four domains). */
  scored: count,
  score,
});
export type PaperScore = z.infer<typeof paperScoreSchema>;

const practiceCoverageSchema = z.object({
  bank: count,
  seen: count,
  systems: z.array(systemCoverageSchema),
  modalities: z.array(modalityCoverageSchema),
  regions: z.array(regionCoverageSchema),
  weakest: z.array(weakAreaSchema),
  /** Closed papers in the order they were taken. */
  papers: z.array(paperScoreSchema),
  /** The bank's systems, modalities and regions of which the student has seen no case. */
  notSeen: z.object({
    systems: z.array(z.enum(CASE_SYSTEMS)),
    modalities: z.array(z.enum(CASE_MODALITIES)),
    regions: z.array(z.string()),
  }),
});
export type PracticeCoverage = z.infer<typeof practiceCoverageSchema>;

export const coverageCalls = {
  /** A student's coverage of the bank, their marks and papers (docs/practice-coverage.md). */
  practiceCoverage: defineCall(coverageEndpoints.practiceCoverage, {
    request: z.object({}).strip(),
    data: practiceCoverageSchema,
  }),
};
