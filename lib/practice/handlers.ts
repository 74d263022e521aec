import type { Handlers } from '@/lib/calls/service';

import type { practiceCalls } from './calls';
import { markCase } from './marking';
import { coverageHandlers } from './coverage-handlers';
import { recordingHandlers } from './recording-handlers';
import {
  finishPaper,
  flagCase,
  paperView,
  practiceOverview,
  recordGuardAlert,
  saveAnswer,
  startPaper,
  startReview,
} from './papers';

export const practiceHandlers = {
  practiceOverview,
  startPaper,
  startReview,
  paperView,
  saveAnswer,
  flagCase,
  finishPaper,
  markCase,
  recordGuardAlert,
  ...recordingHandlers,
  ...coverageHandlers,
} satisfies Handlers<typeof practiceCalls>;
