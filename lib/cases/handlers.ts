import type { Handlers } from '@/lib/calls/service';

import type { caseCalls } from './calls';
import { listCaseCategories, listCases, caseAnswer, viewCase } from './service';

export const caseHandlers = {
  listCaseCategories,
  listCases,
  viewCase,
  caseAnswer,
} satisfies Handlers<typeof caseCalls>;
