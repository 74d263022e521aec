import 'server-only';

import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import { api, ApiError } from '@/lib/calls/api';
import {
  CASE_CATEGORIES_PAGE,
  CASES_PER_CATEGORY_MAX,
  caseImageUrl,
  type CaseSummary,
  type CaseCategory,
} from '@/lib/cases/calls';
import { site } from '@/lib/site';
import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';

import { caseHref, categoryHref } from './links';

/*
 * What the shorts pages show, read as a visitor: the model answer is never part of it, so the
 * answers cannot reach a page's HTML or the data cache. The pages carry their choice in the URL
 * (`?page=`, `?short=`, `?case=`), which makes them dynamic; the data behind them is cached for
 * five minutes instead, like the prerendered public pages.
 */

const REVALIDATE_SECONDS = 300;
const cacheOptions = { revalidate: REVALIDATE_SECONDS, tags: [CONTENT_CACHE_TAGS.shorts] };
/** The largest page short/list answers; the sitemap walks the categories with it. */
const LIST_MAX = 50;

export type ShortsPage = { list: CaseCategory[]; total: number; page: number; pages: number };

/** One page of the category grid; images as URLs. */
export const loadCaseCategoriesPage = cache(
  unstable_cache(
    async (page: number): Promise<ShortsPage> => {
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

export type ShortCategoryPage = {
  shortId: number;
  name: string;
  cases: CaseSummary[];
  total: number;
};

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

async function readCategory(shortId: number): Promise<ShortCategoryPage | null> {
  try {
    const { data } = await api.listCases({ shortId, limit: CASES_PER_CATEGORY_MAX, offset: 0 });
    return {
      shortId,
      name: data.name,
      // Listed field by field so nothing else of the answer (the model answer) is kept.
      cases: data.list.map((c) => ({
        shortId: c.shortId,
        subshortId: c.subshortId,
        name: c.name,
        image: caseImageUrl(data.url, c.image),
      })),
      total: data.total,
    };
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/** A category's name and cases, or null when there is no such category. */
export const loadCategory = cache(unstable_cache(readCategory, ['shorts-category'], cacheOptions));

export type ShortCasePage = {
  subShort: CaseSummary;
  short: { shortId: number; name: string };
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
async function findCaseInCategories(subshortId: number) {
  for (let offset = 0; ; offset += LIST_MAX) {
    const { data } = await api.listCaseCategories({ limit: LIST_MAX, offset });
    for (const short of data.list) {
      const { data: found } = await api.listCases({
        shortId: short.shortId,
        subshortId,
        limit: 1,
        offset: 0,
      });
      if (found.list[0]) return { shortId: short.shortId };
    }
    if (offset + data.list.length >= data.total || data.list.length === 0) return null;
  }
}

/**
 * The category a case belongs to, or null when there is no such case. Asks short/sub/view; an
 * API without it (404/501 with a message other than this backend's "Case not found") is searched
 * through the original calls instead.
 */
async function categoryOfCase(subshortId: number): Promise<number | null> {
  try {
    const { data } = await api.viewCase({ subshortId });
    return data.short.shortId;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'case_not_found') return null;
    if (error.status !== 404 && error.status !== 501) throw error;
    return (await findCaseInCategories(subshortId))?.shortId ?? null;
  }
}

/** A case with its category and neighbours, read through the gateway (uncached). */
export async function readCase(subshortId: number): Promise<ShortCasePage | null> {
  const shortId = await categoryOfCase(subshortId);
  if (shortId === null) return null;
  const category = await readCategory(shortId);
  const index = category?.cases.findIndex((c) => c.subshortId === subshortId) ?? -1;
  if (!category || index < 0) return null;
  return {
    subShort: category.cases[index],
    short: { shortId: category.shortId, name: category.name },
    previous: category.cases[index - 1] ?? null,
    next: category.cases[index + 1] ?? null,
    position: index + 1,
    total: category.cases.length,
  };
}

/** A case with its category and neighbours, or null when there is no such case. */
export const loadCase = cache(unstable_cache(readCase, ['shorts-case'], cacheOptions));

type SitemapEntries = MetadataRoute.Sitemap;

/**
 * The sitemap's category and case pages. A failure is logged and lists none of them, so the
 * rest of the sitemap is still served.
 */
export async function casesSitemapEntries(): Promise<SitemapEntries> {
  const absolute = (path: string) => new URL(path, site.url).toString();
  try {
    const entries: SitemapEntries = [];
    for (let offset = 0; ; offset += LIST_MAX) {
      const { data } = await api.listCaseCategories({ limit: LIST_MAX, offset });
      for (const short of data.list) {
        entries.push({
          url: absolute(categoryHref(short.shortId)),
          changeFrequency: 'weekly',
          priority: 0.7,
        });
        const category = await readCategory(short.shortId);
        for (const item of category?.cases ?? []) {
          entries.push({
            url: absolute(caseHref(item.subshortId)),
            changeFrequency: 'monthly',
            priority: 0.6,
            images: [absolute(item.image)],
          });
        }
      }
      if (offset + data.list.length >= data.total || data.list.length === 0) return entries;
    }
  } catch (error) {
    console.error('The shorts could not be listed for the sitemap', error);
    return [];
  }
}
