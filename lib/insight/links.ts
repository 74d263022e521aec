import { routes } from '@/lib/routes';

/** The columns case analytics sorts by, as its address names them. */
export const CASE_SORTS = [
  'case',
  'attempts',
  'facility',
  'discrimination',
  'disagreement',
  'flags',
] as const;
export type CaseSort = (typeof CASE_SORTS)[number];

/** The case analytics page sorted and filtered as its address spells it. */
export function caseAnalyticsHref(
  view: { sort: CaseSort; descending: boolean; flagged: boolean },
  path: string = routes.consoleCaseAnalytics.path,
): string {
  const params = new URLSearchParams({ sort: view.sort });
  if (view.descending) params.set('order', 'desc');
  if (view.flagged) params.set('flagged', '1');
  return `${path}?${params}`;
}

/** The CSV of the case analytics page as shown. */
export const caseAnalyticsCsvHref = (view: Parameters<typeof caseAnalyticsHref>[0]) =>
  caseAnalyticsHref(view, `${routes.consoleCaseAnalytics.path}/export`);

/** The lesson engagement page with one lesson's drop-off curve open. */
export const lessonEngagementHref = (videoId: number, offset = 0) =>
  `${routes.consoleLessonEngagement.path}?${new URLSearchParams({
    lesson: String(videoId),
    ...(offset > 0 && { offset: String(offset) }),
  })}`;

const first = (value: string | string[] | undefined | null) =>
  (Array.isArray(value) ? value[0] : value) ?? undefined;

/** The case analytics input an address asks for; the call's schema checks it. */
export const caseAnalyticsInput = (
  read: (name: string) => string | string[] | undefined | null,
) => ({
  sort: first(read('sort')) ?? 'flags',
  descending: first(read('order')) === 'desc',
  flagged: first(read('flagged')) === '1',
});

/** A cohort's page in the console, and its CSV. */
export const consoleCohortHref = (cohortId: number) => `${routes.consoleCohort.path}/${cohortId}`;
export const consoleCohortCsvHref = (cohortId: number) => `${consoleCohortHref(cohortId)}/export`;
