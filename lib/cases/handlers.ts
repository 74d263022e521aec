import type { Handlers } from '@/lib/calls/service';

import type { caseCalls } from './calls';
import { caseAnswer, caseSitemap, listCaseCategories, listCases, viewCase } from './service';
import {
  consoleCaseCategoryDetails,
  consoleCaseDetails,
  createCase,
  createCaseCategory,
  listCaseCategoriesForConsole,
  moveCase,
  moveCaseCategory,
  publishCase,
  publishCaseCategory,
  renameCaseCategory,
  updateCase,
  uploadCaseImage,
} from './console-cases';
import { discardCaseDicom, publishCaseDicom, receiveCaseDicom } from './console-dicom';
import { clearCaseSeries, moveCaseSlice, removeCaseSlice, uploadCaseSlice } from './console-series';

export const caseHandlers = {
  listCaseCategories,
  listCases,
  viewCase,
  caseAnswer,
  caseSitemap,
  listCaseCategoriesForConsole,
  consoleCaseCategoryDetails,
  consoleCaseDetails,
  createCaseCategory,
  renameCaseCategory,
  publishCaseCategory,
  moveCaseCategory,
  createCase,
  updateCase,
  uploadCaseImage,
  publishCase,
  moveCase,
  uploadCaseSlice,
  removeCaseSlice,
  moveCaseSlice,
  clearCaseSeries,
  uploadCaseDicom: receiveCaseDicom,
  publishCaseDicom,
  discardCaseDicom,
} satisfies Handlers<typeof caseCalls>;
