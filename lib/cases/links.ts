import { routes } from '@/lib/routes';

/*
 * The shorts pages carry their choice in the query string, so any of them can be linked,
 * reloaded and indexed: /shorts?page=2, /subshorts?short=3&page=2, /subshortsdetails?case=12.
 */

export const caseCategoriesPageHref = (page: number) =>
  page > 1 ? `${routes.caseCategories.path}?page=${page}` : routes.caseCategories.path;
export const categoryHref = (categoryId: number, page = 1) =>
  `${routes.cases.path}?short=${categoryId}${page > 1 ? `&page=${page}` : ''}`;
export const caseHref = (caseId: number) => `${routes.caseDetails.path}?case=${caseId}`;

export const consoleCategoryHref = (categoryId: number, page = 1) =>
  `${routes.consoleCaseCategory.path}/${categoryId}${page > 1 ? `?page=${page}` : ''}`;
export const consoleCaseHref = (caseId: number) => `${routes.consoleCase.path}/${caseId}`;
export const consoleCasePreviewHref = (caseId: number) =>
  `${routes.consoleCasePreview.path}/${caseId}`;
/** Where the console posts a case's DICOM series (its own route: the body streams). */
export const consoleCaseDicomHref = (caseId: number) => `/console/case-dicom/${caseId}`;
