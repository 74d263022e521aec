import type { Handlers } from '@/lib/calls/service';

import type { practiceCalls } from './calls';
import { examPlan, setExamDate } from './exam-plan';
import { markCase } from './marking';
import { practiceCoverage } from './coverage';
import { openPaperImage } from './paper-images';
import { deleteRecording, openRecording, uploadRecording } from './recordings';
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
  uploadRecording,
  deleteRecording,
  practiceCoverage,
  examPlan,
  setExamDate,
  playRecording: openRecording,
  paperImage: openPaperImage,
} satisfies Handlers<typeof practiceCalls>;
