import type { Handlers } from '@/lib/calls/service';

import type { practiceCalls } from './calls';
import { markCase } from './marking';
import { practiceCoverage } from './coverage';
import { deleteRecording, uploadRecording } from './recordings';
import {
  finishPaper,
  flagCase,
  paperView,
  practiceOverview,
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
  uploadRecording,
  deleteRecording,
  practiceCoverage,
} satisfies Handlers<typeof practiceCalls>;
