import { endpoint } from '@/lib/calls/endpoint';

import { coverageEndpoints } from './coverage-endpoints';
import { recordingEndpoints } from './recording-endpoints';

/** Where each exam-practice call lives (docs/practice.md); zod-free, so the browser imports it. */
export const practiceEndpoints = {
  practiceOverview: endpoint({
    path: 'student/practice/overview',
    method: 'POST',
    access: 'student',
  }),
  startPaper: endpoint({ path: 'student/practice/start', method: 'POST', access: 'student' }),
  startReview: endpoint({
    path: 'student/practice/review/start',
    method: 'POST',
    access: 'student',
  }),
  paperView: endpoint({ path: 'student/practice/paper', method: 'POST', access: 'student' }),
  saveAnswer: endpoint({ path: 'student/practice/answer', method: 'POST', access: 'student' }),
  flagCase: endpoint({ path: 'student/practice/flag', method: 'POST', access: 'student' }),
  finishPaper: endpoint({ path: 'student/practice/finish', method: 'POST', access: 'student' }),
  markCase: endpoint({ path: 'student/practice/mark', method: 'POST', access: 'student' }),
  recordGuardAlert: endpoint({
    path: 'student/practice/guard-alert',
    method: 'POST',
    access: 'student',
  }),
  ...recordingEndpoints,
  ...coverageEndpoints,
};
