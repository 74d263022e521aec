import { z } from 'zod';

import { consoleCaseHref, consoleCategoryHref } from './links';

import { defineCall } from '../calls/define-call';

import { seriesManifestSchema } from '../imaging/manifest-schema';
import { caseEndpoints } from './endpoints';
import { consoleCaseEndpoints } from './console-endpoints';
import {
  idField,
  limitField,
  nameField,
  offsetField,
  pictureField,
  typedText,
} from '../calls/fields';
import { caseTagOf, CONTENT_CACHE_TAGS } from '../cache/tags';
import { storedFileUrl } from '../storage/files';
import {
  CLINICAL_DETAILS_MAX_LENGTH,
  KEY_FINDING_MAX_LENGTH,
  KEY_FINDINGS_MAX,
  PATIENT_AGE_MAX_LENGTH,
  REGION_MAX_LENGTH,
  SERIES_MAX_SLICES,
} from './facts';
import {
  AGE_BANDS,
  CASE_MODALITIES,
  CASE_SYSTEMS,
  PATIENT_SEXES,
  REFERRAL_SOURCES,
} from '../db/vocabulary';
import { consoleCaseMessages as say } from './texts';

/** Categories per page of /shorts; the pager shows only above one page. */
export const CASE_CATEGORIES_PAGE = 9;
/** The most cases one request may list. */
export const CASES_PER_CATEGORY_MAX = 100;
/** Cases per page of a category (`/subshorts?short=3&page=2`): rows of two, three and four. */
export const CASES_PAGE = 24;

const caseCategorySchema = z.object({
  shortId: z.number().int(),
  name: z.string(),
  /** Image of the category's first case, for the grid; null when it has none. */
  image: z.string().nullable(),
  count: z.number().int(),
});
export type CaseCategory = z.infer<typeof caseCategorySchema>;

const caseSchema = z.object({
  shortId: z.number().int(),
  subshortId: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The model answer; only signed-in students receive it, so it is null for visitors. */
  answer: z.string().nullable(),
});

/** A case as anyone may see it: everything but the model answer. */
const caseSummarySchema = caseSchema.omit({ answer: true });
export type CaseSummary = z.infer<typeof caseSummarySchema>;

const subshortId = idField('Choose a short');
const caseId = idField('Choose a case');

/** What a student reads before reporting the film (lib/cases/facts.ts); null where not set. */
const clinicalHeaderSchema = z.object({
  system: z.enum(CASE_SYSTEMS).nullable(),
  modality: z.enum(CASE_MODALITIES).nullable(),
  region: z.string().nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  patientAge: z.string().nullable(),
  patientSex: z.enum(PATIENT_SEXES).nullable(),
  referralSource: z.enum(REFERRAL_SOURCES).nullable(),
  clinicalDetails: z.string(),
});
export type ClinicalHeader = z.infer<typeof clinicalHeaderSchema>;

/** Categories and cases per page of the console's lists. */
export const CONSOLE_CATEGORIES_PAGE = 50;
export const CONSOLE_CASES_PAGE = 25;
const CATEGORY_NAME_MAX = 80;
const CASE_NAME_MAX = 200;
const ANSWER_MAX = 10_000;

const categoryId = idField('Choose a case category');
const published = z.boolean({ error: say.sayPublished });
const direction = z.enum(['up', 'down'], { error: say.chooseDirection });
const categoryName = nameField(say.categoryName, CATEGORY_NAME_MAX, say.categoryNameTooLong);
const caseName = nameField(say.caseName, CASE_NAME_MAX, say.caseNameTooLong);

/** An optional choice from a fixed list: empty (or null) for none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), z.enum(values, { error: message })], {
      error: message,
    })
    .default(null);

/** Optional one-line text: trimmed, empty for none. */
const optionalLine = (max: number, tooLong: string) =>
  typedText()
    .trim()
    .max(max, { error: tooLong })
    .refine((v) => !/[\r\n]/.test(v), { error: tooLong })
    .transform((v) => v || null)
    .default(null);

const consoleCategorySchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  published: z.boolean(),
  /** All its cases, and those published. */
  cases: z.number().int(),
  publishedCases: z.number().int(),
});

const consoleCaseRowSchema = z.object({
  caseId: z.number().int(),
  name: z.string(),
  /** The film's URL; null until one is uploaded. */
  image: z.string().nullable(),
  published: z.boolean(),
  system: z.enum(CASE_SYSTEMS).nullable(),
  modality: z.enum(CASE_MODALITIES).nullable(),
});

/** Everything an operator edits about a case: its name, model answer and facts. */
const caseContentFields = {
  name: caseName,
  answer: typedText().trim().max(ANSWER_MAX, { error: say.answerTooLong }).default(''),
  system: optionalChoice(CASE_SYSTEMS, say.chooseSystem),
  modality: optionalChoice(CASE_MODALITIES, say.chooseModality),
  region: optionalLine(REGION_MAX_LENGTH, say.regionTooLong),
  ageBand: optionalChoice(AGE_BANDS, say.chooseAgeBand),
  normal: z.boolean({ error: 'Say whether the study is normal' }).default(false),
  patientAge: optionalLine(PATIENT_AGE_MAX_LENGTH, say.ageTooLong),
  patientSex: optionalChoice(PATIENT_SEXES, say.chooseSex),
  referralSource: optionalChoice(REFERRAL_SOURCES, say.chooseReferral),
  clinicalDetails: typedText()
    .trim()
    .max(CLINICAL_DETAILS_MAX_LENGTH, { error: say.detailsTooLong })
    .default(''),
  /** In order; blank lines are dropped. */
  keyFindings: z
    .array(typedText().trim().max(KEY_FINDING_MAX_LENGTH, { error: say.findingTooLong }), {
      error: say.tooManyFindings,
    })
    .transform((lines) => lines.filter((line) => line !== ''))
    .pipe(z.array(z.string()).max(KEY_FINDINGS_MAX, { error: say.tooManyFindings }))
    .default([]),
};

/** What de-identification removed from an uploaded series (lib/imaging/dicom.ts's report). */
const deidentificationReportSchema = z.object({
  removed: z.array(z.object({ tag: z.string(), name: z.string(), action: z.string() })),
  privateAttributes: z.number().int(),
  otherAttributes: z.number().int(),
  replacedUids: z.object({ study: z.string(), series: z.string(), frameOfReference: z.string() }),
  review: z.array(z.string()),
});

/** A series from DICOM as the console shows it: its size, and the report to read. */
const consoleDicomSeriesSchema = z.object({
  slices: z.number().int(),
  modality: z.string(),
  rows: z.number().int(),
  columns: z.number().int(),
  report: deidentificationReportSchema,
  /** Its manifest, slices named as stored, for the console's viewer. */
  manifest: seriesManifestSchema,
});

const consoleCaseSchema = consoleCaseRowSchema.extend({
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryPublished: z.boolean(),
  answer: z.string(),
  region: z.string().nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  normal: z.boolean(),
  patientAge: z.string().nullable(),
  patientSex: z.enum(PATIENT_SEXES).nullable(),
  referralSource: z.enum(REFERRAL_SOURCES).nullable(),
  clinicalDetails: z.string(),
  keyFindings: z.array(z.string()),
  /** Its series' slices in order (URLs), none for a single film. */
  series: z.array(z.string()),
  /** The DICOM series waiting to be published, with what was removed from it; and the published one. */
  dicom: z.object({
    pending: consoleDicomSeriesSchema.nullable(),
    published: consoleDicomSeriesSchema.nullable(),
  }),
  /** Its place among all the category's cases, drafts included, from 1, and their number. */
  position: z.number().int(),
  total: z.number().int(),
});
export type ConsoleCase = z.infer<typeof consoleCaseSchema>;

/** Every case page, category page, the category grid and the sitemap read under this tag. */
const staleCaseContent = [CONTENT_CACHE_TAGS.cases];
/** A series shows on its case's page alone (and in practice papers, which read it uncached). */
const staleCase = ({ caseId }: { caseId: number }) => [caseTagOf(caseId)];
const slicePosition = z.coerce
  .number({ error: say.series.choosePosition })
  .int({ error: say.series.choosePosition })
  .min(1, { error: say.series.choosePosition })
  .max(SERIES_MAX_SLICES, { error: say.series.choosePosition });
const seriesData = z.object({ caseId: z.number().int(), slices: z.number().int() });

export const caseCalls = {
  listCaseCategories: defineCall(caseEndpoints.listCaseCategories, {
    request: z.object({ limit: limitField(CASE_CATEGORIES_PAGE), offset: offsetField }),
    data: z.object({ list: z.array(caseCategorySchema), total: z.number().int() }),
  }),
  /** With `subshortId`, only that case of the category (the original API's detail page asks this way). */
  listCases: defineCall(caseEndpoints.listCases, {
    request: z.object({
      shortId: idField('Choose a short category'),
      subshortId: subshortId.optional(),
      limit: limitField(CASE_CATEGORIES_PAGE, CASES_PER_CATEGORY_MAX),
      offset: offsetField,
    }),
    data: z.object({
      list: z.array(caseSchema),
      total: z.number().int(),
      /** Prefix for image paths. */
      url: z.string(),
      /** The category's name, for the '{name} SHORT' title. */
      name: z.string(),
    }),
  }),
  /**
   * Extension: one case by its id alone, with its category, so a case's URL needs nothing else
   * (`/subshortsdetails?case=12`). Never carries the answer. Without it (an API that answers
   * 404/501) the case page finds the case through short/list and short/sub/list.
   */
  viewCase: defineCall(caseEndpoints.viewCase, {
    request: z.object({ subshortId }),
    data: z.object({
      subShort: caseSummarySchema,
      /** The case's clinical header; an API without it leaves it out. */
      header: clinicalHeaderSchema.optional(),
      /** A long case's images in order, none for one film; an API without it leaves it out. */
      series: z.array(z.string()).optional(),
      /** The series' 16-bit manifest when it came in as DICOM (docs/imaging.md); else null. */
      manifest: seriesManifestSchema.nullable().optional(),
      short: z.object({ shortId: z.number().int(), name: z.string() }),
      url: z.string(),
      /** The case's place in its category's order, from 1, and the category's number of cases. */
      position: z.number().int(),
      total: z.number().int(),
      /** The cases either side of it in that order; null at either end. */
      previous: caseSummarySchema.nullable(),
      next: caseSummarySchema.nullable(),
    }),
  }),
  /**
   * Extension: every category with its number of cases and every case with its image, for the
   * sitemap, in one call however many there are. Without it (404/501) the sitemap walks
   * short/list and short/sub/list.
   */
  caseSitemap: defineCall(caseEndpoints.caseSitemap, {
    request: z.object({}).strip(),
    data: z.object({
      categories: z.array(z.object({ shortId: z.number().int(), count: z.number().int() })),
      cases: z.array(z.object({ subshortId: z.number().int(), image: z.string() })),
      url: z.string(),
    }),
  }),
  /**
   * Extension: the model answer of one case, for a signed-in student who asks to see it, so no
   * page has to carry it before then. Without it (404/501) the screen reads the answer from
   * short/sub/list with the case's id.
   */
  caseAnswer: defineCall(caseEndpoints.caseAnswer, {
    request: z.object({ subshortId }),
    data: z.object({
      subshortId: z.number().int(),
      answer: z.string().nullable(),
      /** The findings a good answer names, in order; revealed with the answer alone. */
      keyFindings: z.array(z.string()).optional(),
      /** A normal film, said with the answer alone. */
      normal: z.boolean().optional(),
    }),
  }),
  /** Every category in its order, drafts included, with its cases counted. */
  listCaseCategoriesForConsole: defineCall(consoleCaseEndpoints.listCaseCategoriesForConsole, {
    request: z.object({
      limit: limitField(CONSOLE_CATEGORIES_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({ list: z.array(consoleCategorySchema), total: z.number().int() }),
  }),
  /** One category and a page of its cases in order, drafts included. */
  consoleCaseCategoryDetails: defineCall(consoleCaseEndpoints.consoleCaseCategoryDetails, {
    request: z.object({
      categoryId,
      limit: limitField(CONSOLE_CASES_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({
      category: consoleCategorySchema,
      list: z.array(consoleCaseRowSchema),
      total: z.number().int(),
    }),
  }),
  /** One case as the console edits and previews it: the answer and every fact. */
  consoleCaseDetails: defineCall(consoleCaseEndpoints.consoleCaseDetails, {
    request: z.object({ caseId }),
    data: consoleCaseSchema,
  }),
  /** A new category, last in the order, saved as a draft. */
  createCaseCategory: defineCall(consoleCaseEndpoints.createCaseCategory, {
    request: z.object({ name: categoryName }),
    data: z.object({ categoryId: z.number().int() }),
    opens: ({ categoryId }) => consoleCategoryHref(categoryId),
  }),
  renameCaseCategory: defineCall(consoleCaseEndpoints.renameCaseCategory, {
    invalidates: staleCaseContent,
    request: z.object({ categoryId, name: categoryName }),
    data: z.object({ categoryId: z.number().int() }),
  }),
  /** Publishes a category (its published cases with it) or takes it back to draft. */
  publishCaseCategory: defineCall(consoleCaseEndpoints.publishCaseCategory, {
    invalidates: staleCaseContent,
    request: z.object({ categoryId, published }),
    data: z.object({ categoryId: z.number().int(), published: z.boolean() }),
  }),
  /** Swaps a category with the one before or after it. */
  moveCaseCategory: defineCall(consoleCaseEndpoints.moveCaseCategory, {
    invalidates: staleCaseContent,
    request: z.object({ categoryId, direction }),
    data: z.object({ categoryId: z.number().int() }),
  }),
  /** A new case, last in its category, saved as a draft. */
  createCase: defineCall(consoleCaseEndpoints.createCase, {
    request: z.object({ categoryId, name: caseName }),
    data: z.object({ caseId: z.number().int() }),
    opens: ({ caseId }) => consoleCaseHref(caseId),
  }),
  /** A case's name, model answer and facts. */
  updateCase: defineCall(consoleCaseEndpoints.updateCase, {
    invalidates: staleCaseContent,
    request: z.object({ caseId, ...caseContentFields }),
    data: z.object({ caseId: z.number().int() }),
  }),
  /** The case's film, checked and re-encoded like every upload. */
  uploadCaseImage: defineCall(consoleCaseEndpoints.uploadCaseImage, {
    invalidates: staleCaseContent,
    request: z.object({ caseId, picture: pictureField(say.image) }),
    data: z.object({ caseId: z.number().int(), image: z.string() }),
  }),
  /** One slice appended to the case's series, checked and re-encoded like every upload. */
  uploadCaseSlice: defineCall(consoleCaseEndpoints.uploadCaseSlice, {
    invalidates: staleCase,
    request: z.object({ caseId, picture: pictureField(say.series) }),
    data: seriesData,
  }),
  /** Removes one slice; the rest are renumbered 1…N. */
  removeCaseSlice: defineCall(consoleCaseEndpoints.removeCaseSlice, {
    invalidates: staleCase,
    request: z.object({ caseId, position: slicePosition }),
    data: seriesData,
  }),
  /** Swaps a slice with the one before or after it. */
  moveCaseSlice: defineCall(consoleCaseEndpoints.moveCaseSlice, {
    invalidates: staleCase,
    request: z.object({ caseId, position: slicePosition, direction }),
    data: seriesData,
  }),
  /** Removes every slice: the case is a single film again. */
  clearCaseSeries: defineCall(consoleCaseEndpoints.clearCaseSeries, {
    invalidates: staleCase,
    request: z.object({ caseId }),
    data: seriesData,
  }),
  /**
   * A series as DICOM files zipped (or one file): read, de-identified and stored as 16-bit
   * slices, waiting for an editor to publish it (docs/imaging.md, "DICOM in").
   */
  uploadCaseDicom: defineCall(consoleCaseEndpoints.uploadCaseDicom, {
    streamsBody: true,
    request: z.object({ caseId }),
    data: z.object({
      caseId: z.number().int(),
      slices: z.number().int(),
      report: deidentificationReportSchema,
    }),
  }),
  /** The waiting series becomes the case's series. */
  publishCaseDicom: defineCall(consoleCaseEndpoints.publishCaseDicom, {
    invalidates: staleCase,
    request: z.object({ caseId }),
    data: seriesData,
  }),
  /** The waiting series is thrown away with its files. */
  discardCaseDicom: defineCall(consoleCaseEndpoints.discardCaseDicom, {
    request: z.object({ caseId }),
    data: seriesData,
  }),
  /** Publishes a complete case, or takes it back to draft. */
  publishCase: defineCall(consoleCaseEndpoints.publishCase, {
    invalidates: staleCaseContent,
    request: z.object({ caseId, published }),
    data: z.object({ caseId: z.number().int(), published: z.boolean() }),
  }),
  /** Swaps a case with the one before or after it in its category. */
  moveCase: defineCall(consoleCaseEndpoints.moveCase, {
    invalidates: staleCaseContent,
    request: z.object({ caseId, direction }),
    data: z.object({ caseId: z.number().int() }),
  }),
};

export { caseMessages } from './texts';

/**
 * A case image's URL from the list's prefix and the stored image: absolute URLs and public
 * paths as they are, stored file names through the file endpoint when there is no prefix.
 */
export function caseImageUrl(prefix: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  if (!prefix) return storedFileUrl(image) ?? image;
  return `${prefix.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}
