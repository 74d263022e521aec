import { routes } from '@/lib/routes';

/*
 * The shorts pages carry their choice in the query string, so any of them can be linked,
 * reloaded and indexed: /shorts?page=2, /subshorts?short=3&page=2, /subshortsdetails?case=12.
 */

export const shortsPageHref = (page: number) =>
  page > 1 ? `${routes.shorts.path}?page=${page}` : routes.shorts.path;
export const categoryHref = (shortId: number, page = 1) =>
  `${routes.subShorts.path}?short=${shortId}${page > 1 ? `&page=${page}` : ''}`;
export const caseHref = (subshortId: number) => `${routes.subShortDetails.path}?case=${subshortId}`;

export const consoleCategoryHref = (shortId: number, page = 1) =>
  `${routes.consoleCaseCategory.path}/${shortId}${page > 1 ? `?page=${page}` : ''}`;
export const consoleCaseHref = (subshortId: number) => `${routes.consoleCase.path}/${subshortId}`;
export const consoleCasePreviewHref = (subshortId: number) =>
  `${routes.consoleCasePreview.path}/${subshortId}`;
/** Where the console posts a case's DICOM series (its own route: the body streams). */
export const consoleCaseDicomHref = (subshortId: number) => `/console/case-dicom/${subshortId}`;
