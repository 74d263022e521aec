/*
 * The closed value sets the schema's CHECK constraints hold and the domains name: a case's facts
 * (docs/cases.md) and a practice paper's kinds, answer fields, marks and oral domains
 * (docs/practice.md). Shared by the schema and the domains, so it imports nothing (drizzle-kit
 * loads the schema without the app's path aliases); the labels stay with each domain.
 */

// A case's facts.

/** The body system a case belongs to. A child's case has its system too: age is the age band. */
export const CASE_SYSTEMS = [
  'chest',
  'musculoskeletal',
  'abdominal',
  'neuro',
  'head-and-neck',
  'genitourinary',
  'breast',
  'cardiovascular',
] as const;
export type CaseSystem = (typeof CASE_SYSTEMS)[number];

export const CASE_MODALITIES = [
  'XR',
  'CT',
  'MR',
  'US',
  'NM',
  'fluoroscopy',
  'mammography',
] as const;
export type CaseModality = (typeof CASE_MODALITIES)[number];

export const AGE_BANDS = ['adult', 'paediatric'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const PATIENT_SEXES = ['female', 'male'] as const;
export type PatientSex = (typeof PATIENT_SEXES)[number];

/** Where the request came from, as the viva's clinical header says it. */
export const REFERRAL_SOURCES = [
  'emergency',
  'gp',
  'outpatient',
  'inpatient',
  'screening',
] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

// A practice paper.

export const PAPER_KINDS = ['short', 'long', 'oral', 'review'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** How the student marks a case against the model answer. `overcalled`: a normal film called abnormal. */
export const CASE_MARKS = ['correct', 'partly', 'missed', 'overcalled'] as const;
export type CaseMark = (typeof CASE_MARKS)[number];

/** What the coverage roll-ups count by (docs/practice-coverage.md): each area, and the whole bank. */
export const COVERAGE_AREAS = ['system', 'modality', 'region', 'all'] as const;
export type CoverageArea = (typeof COVERAGE_AREAS)[number];

/** The oral's four marking domains, each scored 1–4. */
export const ORAL_DOMAINS = ['knowledge', 'observation', 'reasoning', 'safety'] as const;
export type OralDomain = (typeof ORAL_DOMAINS)[number];

/** The answer fields of a short case and of a long case, in the exam's order. */
export const SHORT_CASE_FIELDS = ['report', 'management'] as const;
export const LONG_CASE_FIELDS = [
  'observations',
  'interpretation',
  'diagnosis',
  'differential',
  'management',
] as const;
export type AnswerField = (typeof SHORT_CASE_FIELDS)[number] | (typeof LONG_CASE_FIELDS)[number];

/**
 * Where a lesson's encrypted stream stands (docs/streaming.md, "Packaging as a job"): the original
 * arriving, being packaged, playable, or failed with a reason an editor can act on.
 */
export const LESSON_PACKAGE_STATES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type LessonPackageState = (typeof LESSON_PACKAGE_STATES)[number];
