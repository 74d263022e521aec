import type { Handlers } from '@/lib/calls/service';

import type { caseCalls } from './calls';
import { caseAnswer, caseSitemap, listCaseCategories, listCases, viewCase } from './service';

export const caseHandlers = {
  listCaseCategories,
  listCases,
  viewCase,
  caseAnswer,
  caseSitemap,
} satisfies Handlers<typeof caseCalls>;
