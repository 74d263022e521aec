import 'server-only';

import type { SeriesManifest } from '@/lib/imaging/series';
import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import { ApiError, gatewayFor } from '@/lib/calls/api';
import type { DataOf } from '@/lib/calls/define-call';
import {
  CASE_CATEGORIES_PAGE,
  CASES_PAGE,
  CASES_PER_CATEGORY_MAX,
  caseImageUrl,
  type CaseSummary,
  type CaseCategory,
  type ClinicalHeader,
} from '@/lib/cases/calls';
import { site } from '@/lib/site';
import { caseCategoryTagOf, caseTagOf, CONTENT_CACHE_TAGS } from '@/lib/cache/tags';

import { caseHref, categoryHref } from './links';
import { caseCalls } from './calls';

const api = gatewayFor(caseCalls);

/*
 * What the case pages show, read as a visitor: the model answer is never part of it, so the
 * answers cannot reach a page's HTML or the data cache. The pages carry their choice in the URL
 * (`?page=`, `?short=`, `?case=`), which makes them dynamic; the data behind them is cached for
 * five minutes instead, like the prerendered public pages.
 */

const REVALIDATE_SECONDS = 300;
const cacheOptions = { revalidate: REVALIDATE_SECONDS, tags: [CONTENT_CACHE_TAGS.cases] };
/** The largest page short/list answers; the original calls are walked with it. */
const LIST_MAX = 50;

export type CategoriesPage = { list: CaseCategory[]; total: number; page: number; pages: number };

/** One page of the category grid; images as URLs. */
export const loadCaseCategoriesPage = cache(
  unstable_cache(
    async (page: number): Promise<CategoriesPage> => {
      const { data } = await api.listCaseCategories({
        limit: CASE_CATEGORIES_PAGE,
        offset: (page - 1) * CASE_CATEGORIES_PAGE,
      });
      return {
        list: data.list.map((c) => ({ ...c, image: c.image && caseImageUrl('', c.image) })),
        total: data.total,
        page,
        pages: Math.max(1, Math.ceil(data.total / CASE_CATEGORIES_PAGE)),
      };
    },
    ['shorts-page'],
    cacheOptions,
  ),
);

export type CategoryPage = {
  categoryId: number;
  name: string;
  /** This page's cases, in the category's order. */
  cases: CaseSummary[];
  /** The category's number of cases, and its pages of CASES_PAGE. */
  total: number;
  page: number;
  pages: number;
  /** How many cases come before this page's first, for numbering them. */
  offset: number;
};

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The answer of an API without a call this backend adds. */
const isMissingCall = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 501);

/** Listed field by field so nothing else of the answer (the model answer) is kept. */
const toSummary = (prefix: string, c: CaseSummary): CaseSummary => ({
  shortId: c.shortId,
  subshortId: c.subshortId,
  name: c.name,
  image: caseImageUrl(prefix, c.image),
});

async function readCategory(categoryId: number, page: number): Promise<CategoryPage | null> {
  const offset = (page - 1) * CASES_PAGE;
  try {
    const { data } = await api.listCases({ shortId: categoryId, limit: CASES_PAGE, offset });
    return {
      categoryId,
      name: data.name,
      cases: data.list.map((c) => toSummary(data.url, c)),
      total: data.total,
      page,
      pages: Math.max(1, Math.ceil(data.total / CASES_PAGE)),
      offset,
    };
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/**
 * Page `page` (from 1) of a category's cases with its name and total, or null when there is no
 * such category. A page past the last has no cases; the page answers 404 for it.
 */
export const loadCategory = cache(async (categoryId: number, page = 1) =>
  unstable_cache(
    () => readCategory(categoryId, page),
    ['shorts-category', String(categoryId), String(page)],
    {
      revalidate: REVALIDATE_SECONDS,
      tags: [CONTENT_CACHE_TAGS.cases, caseCategoryTagOf(categoryId)],
    },
  )(),
);

export type CasePageData = {
  theCase: CaseSummary;
  /** What the student is told before reporting the film; null from an API without it. */
  header: ClinicalHeader | null;
  /** A long case's images in order, as URLs; empty for a case with one image. */
  series: string[];
  /** The series' 16-bit manifest when it came in as DICOM, its slices those of `series`. */
  manifest: SeriesManifest | null;
  category: { categoryId: number; name: string };
  /** The category's cases before and after this one, for practising in order. */
  previous: CaseSummary | null;
  next: CaseSummary | null;
  position: number;
  total: number;
};

/**
 * Finds a case by its id alone through the original calls, for an API without short/sub/view:
 * each category is asked for that case until one has it.
 */
async function findCaseInCategories(caseId: number) {
  for (let offset = 0; ; offset += LIST_MAX) {
    const { data } = await api.listCaseCategories({ limit: LIST_MAX, offset });
    for (const category of data.list) {
      const { data: found } = await api.listCases({
        shortId: category.shortId,
        subshortId: caseId,
        limit: 1,
        offset: 0,
      });
      if (found.list[0]) return { categoryId: category.shortId };
    }
    if (offset + data.list.length >= data.total || data.list.length === 0) return null;
  }
}

/** Every case of a category through short/sub/list, a largest page at a time, and its name. */
async function allCasesOf(categoryId: number) {
  const cases: CaseSummary[] = [];
  for (let offset = 0; ; offset += CASES_PER_CATEGORY_MAX) {
    const { data } = await api.listCases({
      shortId: categoryId,
      limit: CASES_PER_CATEGORY_MAX,
      offset,
    });
    cases.push(...data.list.map((c) => toSummary(data.url, c)));
    if (cases.length >= data.total || data.list.length === 0) return { name: data.name, cases };
  }
}

/** A case with its place in its category, through the original calls alone. */
async function readCaseThroughLists(caseId: number): Promise<CasePageData | null> {
  const found = await findCaseInCategories(caseId);
  if (!found) return null;
  const { name, cases } = await allCasesOf(found.categoryId);
  const index = cases.findIndex((c) => c.subshortId === caseId);
  if (index < 0) return null;
  return {
    theCase: cases[index],
    header: null,
    series: [],
    manifest: null,
    category: { categoryId: found.categoryId, name },
    previous: cases[index - 1] ?? null,
    next: cases[index + 1] ?? null,
    position: index + 1,
    total: cases.length,
  };
}

/**
 * A case with its category and neighbours, read through the gateway (uncached), whatever its
 * place in the category: short/sub/view answers it in one call; an API without that call is
 * searched through the original calls instead.
 */
export async function readCase(caseId: number): Promise<CasePageData | null> {
  try {
    const { data } = await api.viewCase({ subshortId: caseId });
    return {
      theCase: toSummary(data.url, data.subShort),
      header: data.header ?? null,
      series: (data.series ?? []).map((image) => caseImageUrl(data.url, image)),
      manifest: data.manifest ?? null,
      category: { categoryId: data.short.shortId, name: data.short.name },
      previous: data.previous && toSummary(data.url, data.previous),
      next: data.next && toSummary(data.url, data.next),
      position: data.position,
      total: data.total,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'case_not_found') return null;
    if (error.status !== 404 && error.status !== 501) throw error;
    return readCaseThroughLists(caseId);
  }
}

/** A case with its category and neighbours, or null when there is no such case. */
export const loadCase = cache(async (caseId: number) =>
  unstable_cache(() => readCase(caseId), ['shorts-case', String(caseId)], {
    revalidate: REVALIDATE_SECONDS,
    tags: [CONTENT_CACHE_TAGS.cases, caseTagOf(caseId)],
  })(),
);

type SitemapEntries = MetadataRoute.Sitemap;
type CaseSitemap = DataOf<typeof caseCalls.caseSitemap>;

/** What short/sitemap answers, gathered through the original calls for an API without it. */
async function caseSitemapThroughLists(): Promise<CaseSitemap> {
  const listing: CaseSitemap = { categories: [], cases: [], url: '' };
  for (let offset = 0; ; offset += LIST_MAX) {
    const { data } = await api.listCaseCategories({ limit: LIST_MAX, offset });
    for (const category of data.list) {
      const { cases } = await allCasesOf(category.shortId);
      listing.categories.push({ shortId: category.shortId, count: cases.length });
      listing.cases.push(...cases);
    }
    if (offset + data.list.length >= data.total || data.list.length === 0) return listing;
  }
}

/**
 * Cached under the shorts tag, which the sitemap's own cached copy then carries too: publishing,
 * editing or unpublishing a case regenerates the sitemap at once.
 */
const readCaseSitemap = unstable_cache(
  async (): Promise<CaseSitemap> => {
    try {
      return (await api.caseSitemap({})).data;
    } catch (error) {
      if (!isMissingCall(error)) throw error;
      return caseSitemapThroughLists();
    }
  },
  ['shorts-sitemap'],
  cacheOptions,
);

/**
 * The sitemap's category pages (each page of each category) and case pages, read in one call.
 * A failure is logged and lists none of them, so the rest of the sitemap is still served.
 */
export async function casesSitemapEntries(): Promise<SitemapEntries> {
  const absolute = (path: string) => new URL(path, site.url).toString();
  try {
    const { categories, cases, url } = await readCaseSitemap();
    const entries: SitemapEntries = [];
    for (const { shortId: categoryId, count } of categories) {
      const pages = Math.max(1, Math.ceil(count / CASES_PAGE));
      for (let page = 1; page <= pages; page++) {
        entries.push({
          url: absolute(categoryHref(categoryId, page)),
          changeFrequency: 'weekly',
          priority: page === 1 ? 0.7 : 0.5,
        });
      }
    }
    for (const item of cases) {
      entries.push({
        url: absolute(caseHref(item.subshortId)),
        changeFrequency: 'monthly',
        priority: 0.6,
        images: [absolute(caseImageUrl(url, item.image))],
      });
    }
    return entries;
  } catch (error) {
    console.error('The cases could not be listed for the sitemap', error);
    return [];
  }
}
