import { z } from 'zod';

import { defineCall } from '../calls/define-call';

import { caseEndpoints } from './endpoints';
import { idField, limitField, offsetField } from '../calls/fields';
import { storedFileUrl } from '../storage/files';

/** Categories per page of /shorts; the pager shows only above one page. */
export const CASE_CATEGORIES_PAGE = 9;
/** The most cases one request may list. */
export const CASES_PER_CATEGORY_MAX = 100;
/** Cases per page of a category (`/subshorts?short=3&page=2`): rows of two, three and four. */
export const CASES_PAGE = 24;

const caseCategorySchema = z.object({
  shortId: z.number().int(),
  name: z.string(),
  /** Image of the category's first sub-short, for the grid; null when it has none. */
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
    data: z.object({ subshortId: z.number().int(), answer: z.string().nullable() }),
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
