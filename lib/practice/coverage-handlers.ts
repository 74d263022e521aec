import type { Handlers } from '@/lib/calls/service';

import type { coverageCalls } from './coverage-calls';
import { practiceCoverage } from './coverage';

export const coverageHandlers = {
  practiceCoverage,
} satisfies Handlers<typeof coverageCalls>;
