import type { Handlers } from '@/lib/calls/service';

import type { shortCalls } from './calls';
import { listShorts, listSubShorts, shortAnswer, viewSubShort } from './service';

export const caseHandlers = {
  listShorts,
  listSubShorts,
  viewSubShort,
  shortAnswer,
} satisfies Handlers<typeof shortCalls>;
