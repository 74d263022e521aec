import { z } from 'zod';

import { GUARD_REASONS } from '../anti-capture';
import { defineCall, defineStream } from '../calls/define-call';
import { idField, requiredFile, typedText } from '../calls/fields';
import {
  CASE_MARKS,
  CASE_MODALITIES,
  CASE_SYSTEMS,
  LONG_CASE_FIELDS,
  ORAL_DOMAINS,
  PAPER_KINDS,
  PATIENT_SEXES,
  REFERRAL_SOURCES,
  SHORT_CASE_FIELDS,
} from '../db/vocabulary';
import { seriesManifestSchema } from '../imaging/manifest-schema';
import { practiceEndpoints } from './endpoints';
import { PAPER_IMAGE_NAME } from './links';
import { ANSWER_FIELD_MAX, PAPER_LENGTHS, RECORDING_MAX_BYTES, SCORED_PAPER_KINDS } from './rules';
import { practiceMessages, recordingMessages } from './texts';

const paperId = idField(practiceMessages.paperMissing);
/** A case's place in its paper, 1-based; no paper has more than 25. */
const position = z.coerce
  .number({ error: practiceMessages.caseMissing })
  .int({ error: practiceMessages.caseMissing })
  .min(1, { error: practiceMessages.caseMissing })
  .max(25, { error: practiceMessages.caseMissing });

const answerText = typedText().max(ANSWER_FIELD_MAX, {
  error: `An answer field holds at most ${ANSWER_FIELD_MAX} characters`,
});

/** The fields of either kind of case; a save names those it changes. */
const answerSchema = z
  .object(
    Object.fromEntries(
      [...new Set([...SHORT_CASE_FIELDS, ...LONG_CASE_FIELDS])].map((field) => [
        field,
        answerText.optional(),
      ]),
    ) as Record<
      (typeof SHORT_CASE_FIELDS | typeof LONG_CASE_FIELDS)[number],
      z.ZodOptional<typeof answerText>
    >,
  )
  .strict();

const iso = z.string();

/** A case's clinical header, as every screen that shows a drawn case carries it. */
export const caseHeaderSchema = z.object({
  patientAge: z.string().nullable(),
  patientSex: z.enum(PATIENT_SEXES).nullable(),
  referralSource: z.enum(REFERRAL_SOURCES).nullable(),
  clinicalDetails: z.string(),
});

/** What a paper's case shows once the paper has ended: the truth beside the student's answer. */
const caseReviewSchema = z.object({
  caseId: z.number().int(),
  name: z.string(),
  modelAnswer: z.string(),
  keyFindings: z.array(z.string()),
  normal: z.boolean(),
  system: z.enum(CASE_SYSTEMS).nullable(),
  region: z.string().nullable(),
  mark: z.enum(CASE_MARKS).nullable(),
  findingsSeen: z.array(z.boolean()).nullable(),
  oralScores: z.record(z.enum(ORAL_DOMAINS), z.number().int()).nullable(),
});

const paperCaseSchema = z.object({
  position: z.number().int(),
  /** Which answer fields the case takes: a radiograph's two or a cross-sectional study's five. */
  fields: z.enum(['short', 'long']),
  header: caseHeaderSchema,
  modality: z.enum(CASE_MODALITIES).nullable(),
  images: z.array(z.string()),
  /**
   * A series that came in as DICOM: its 16-bit manifest, each slice's file being its paper
   * address (`images`) and its UIDs the paper's own, so nothing in it names the library's case.
   */
  manifest: seriesManifestSchema.nullable(),
  answer: answerSchema,
  answerRevision: z.number().int(),
  flagged: z.boolean(),
  /** Where the student's oral recording plays, when there is one. */
  recording: z.string().nullable(),
  /** Null until the paper has ended: no model answer leaves the server before. */
  review: caseReviewSchema.nullable(),
});

const paperSchema = z.object({
  paperId: z.number().int(),
  kind: z.enum(PAPER_KINDS),
  startedAt: iso,
  endsAt: iso,
  closedAt: iso.nullable(),
  /** The server's clock when it answered: the countdown runs on it, not on the device's. */
  serverNow: iso,
  /** How often the anti-capture guard warned while the paper ran. */
  guardAlerts: z.number().int(),
  cases: z.array(paperCaseSchema),
});

const paperSummarySchema = z.object({
  paperId: z.number().int(),
  kind: z.enum(PAPER_KINDS),
  startedAt: iso,
  endsAt: iso,
  closedAt: iso.nullable(),
  cases: z.number().int(),
  marked: z.number().int(),
  /** The self-marked score, 0–1, once at least one case is marked. */
  score: z.number().nullable(),
});

const dueCaseSchema = z.object({
  caseId: z.number().int(),
  system: z.enum(CASE_SYSTEMS).nullable(),
  modality: z.enum(CASE_MODALITIES).nullable(),
  region: z.string().nullable(),
  due: iso,
  lastMark: z.enum(CASE_MARKS),
});

// The oral station's recordings (docs/practice.md, "Recordings").

/** A recorded case of one of the student's papers, by its place (1-based; no paper has more than 25). */
const recordedCase = {
  paperId: idField(recordingMessages.chooseCase),
  position: z.coerce
    .number({ error: recordingMessages.chooseCase })
    .int({ error: recordingMessages.chooseCase })
    .min(1, { error: recordingMessages.chooseCase })
    .max(25, { error: recordingMessages.chooseCase }),
};

const recordingFile = requiredFile(
  { missing: recordingMessages.fileMissing, tooLarge: recordingMessages.tooLarge },
  RECORDING_MAX_BYTES,
);

// The student's coverage of the bank (docs/practice-coverage.md).

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
  /** The last PAPERS_CHARTED closed papers, in the order they were taken. */
  papers: z.array(paperScoreSchema),
  /** Every closed paper the student has taken (the chart shows the last PAPERS_CHARTED). */
  papersTaken: count,
  /** The bank's systems, modalities and regions of which the student has seen no case. */
  notSeen: z.object({
    systems: z.array(z.enum(CASE_SYSTEMS)),
    modalities: z.array(z.enum(CASE_MODALITIES)),
    regions: z.array(z.string()),
  }),
});
export type PracticeCoverage = z.infer<typeof practiceCoverageSchema>;

const examPlanSchema = z.object({
  examDate: z.string().nullable(),
  /** Whole days to the exam, 0 on the day; null without a date. */
  daysLeft: z.number().int().nullable(),
  desiredRetention: z.number(),
  dailyTarget: z.number().int(),
  dueNow: z.number().int(),
  unseen: z.number().int(),
});
export type ExamPlan = z.infer<typeof examPlanSchema>;

export const practiceCalls = {
  /** The practice page: whether papers may start, the open paper, past papers, due reviews. */
  practiceOverview: defineCall(practiceEndpoints.practiceOverview, {
    request: z.object({}).strip(),
    data: z.object({
      subscribed: z.boolean(),
      papers: z.array(paperSummarySchema),
      dueCount: z.number().int(),
      due: z.array(dueCaseSchema),
    }),
  }),
  /** Starts a paper drawn for the student (docs/practice.md); 402 without a subscription. */
  startPaper: defineCall(practiceEndpoints.startPaper, {
    limit: { limit: 'practicePapersPerStudent', per: 'student' },
    request: z.object({
      kind: z.enum(['short', 'long', 'oral'], { error: 'Choose a paper' }),
      length: z.enum(PAPER_LENGTHS, { error: 'Choose a paper' }).default('full'),
    }),
    data: z.object({ paperId: z.number().int() }),
  }),
  /** Starts a one-case paper of a case due in the student's review queue. */
  startReview: defineCall(practiceEndpoints.startReview, {
    limit: { limit: 'practicePapersPerStudent', per: 'student' },
    request: z.object({ caseId: idField(practiceMessages.notInReviewQueue) }),
    data: z.object({ paperId: z.number().int() }),
  }),
  /** One of the student's papers: the cases and answers, and the model answers once it ended. */
  paperView: defineCall(practiceEndpoints.paperView, {
    request: z.object({ paperId }),
    data: paperSchema,
  }),
  /** Saves a case's answer as typed; a save older than the stored one changes nothing. */
  saveAnswer: defineCall(practiceEndpoints.saveAnswer, {
    request: z.object({
      paperId,
      position,
      answer: answerSchema,
      /** The client's count of edits of this answer, rising with each. */
      revision: z.coerce
        .number({ error: practiceMessages.answerStale })
        .int({ error: practiceMessages.answerStale })
        .min(1, { error: practiceMessages.answerStale })
        .max(2 ** 31 - 1, { error: practiceMessages.answerStale }),
    }),
    data: z.object({ savedAt: iso, revision: z.number().int() }),
  }),
  flagCase: defineCall(practiceEndpoints.flagCase, {
    request: z.object({ paperId, position, flagged: z.boolean() }),
    data: z.null().default(null),
  }),
  /** Ends the paper now, before its time. */
  finishPaper: defineCall(practiceEndpoints.finishPaper, {
    request: z.object({ paperId }),
    data: z.null().default(null),
  }),
  /** The student's own mark of a case after the paper, which schedules its next review. */
  markCase: defineCall(practiceEndpoints.markCase, {
    request: z.object({
      paperId,
      position,
      mark: z.enum(CASE_MARKS, { error: 'Choose a mark' }),
      findingsSeen: z.array(z.boolean()).max(10, { error: practiceMessages.markFindingsCount }),
      oralScores: z
        .object(
          Object.fromEntries(
            ORAL_DOMAINS.map((domain) => [
              domain,
              z
                .number({ error: practiceMessages.oralScoresRequired })
                .int({ error: practiceMessages.oralScoresRequired })
                .min(1, { error: practiceMessages.oralScoresRequired })
                .max(4, { error: practiceMessages.oralScoresRequired }),
            ]),
          ) as Record<(typeof ORAL_DOMAINS)[number], z.ZodNumber>,
        )
        .optional(),
    }),
    data: z.object({ due: iso }),
  }),
  /**
   * Notes that the anti-capture guard warned during the student's running paper, which it never
   * leaves (docs/practice.md).
   */
  recordGuardAlert: defineCall(practiceEndpoints.recordGuardAlert, {
    request: z.object({
      paperId,
      reason: z.enum(GUARD_REASONS, { error: practiceMessages.guardReasonUnknown }),
    }),
    data: z.null().default(null),
  }),
  uploadRecording: defineCall(practiceEndpoints.uploadRecording, {
    request: z.object({ ...recordedCase, file: recordingFile }),
    data: z.object({
      paperId: z.number().int(),
      position: z.number().int(),
      /** Where the student plays it back (lib/practice/links.ts). */
      url: z.string(),
    }),
    // The recording and the form's few fields, read while they stream: anything larger is 413.
    maxBodyBytes: RECORDING_MAX_BYTES + 64 * 1024,
  }),
  deleteRecording: defineCall(practiceEndpoints.deleteRecording, {
    request: z.object(recordedCase),
    data: z.object({ paperId: z.number().int(), position: z.number().int() }),
  }),
  /** A student's coverage of the bank, their marks and papers (docs/practice-coverage.md). */
  practiceCoverage: defineCall(practiceEndpoints.practiceCoverage, {
    request: z.object({}).strip(),
    data: practiceCoverageSchema,
  }),
  /** The student's exam date, the schedule's desired retention and the daily review target. */
  examPlan: defineCall(practiceEndpoints.examPlan, {
    request: z.object({}).strip(),
    data: examPlanSchema,
  }),
  /** Sets the exam date ('YYYY-MM-DD', today or later), or removes it (null). */
  setExamDate: defineCall(practiceEndpoints.setExamDate, {
    request: z.object({
      examDate: z.iso.date({ error: practiceMessages.examDateInvalid }).nullable(),
    }),
    data: examPlanSchema,
  }),
  /** An oral case's recording, or the byte range asked for (lib/practice/recordings.ts). */
  playRecording: defineStream(practiceEndpoints.playRecording, {
    request: z.object({ paperId: idField(), position: z.coerce.number().int().min(1).max(25) }),
  }),
  /** One of a paper's images by its name in the paper (lib/practice/paper-images.ts). */
  paperImage: defineStream(practiceEndpoints.paperImage, {
    request: z.object({ paperId: idField(), name: z.string().regex(PAPER_IMAGE_NAME) }),
  }),
};
