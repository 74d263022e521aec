import { endpoint } from '@/lib/calls/endpoint';

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
  // The oral station's recordings (docs/practice.md, "Recordings").
  uploadRecording: endpoint({
    path: 'student/practice/recording/upload',
    method: 'POST',
    access: 'student',
    encoding: 'multipart',
  }),
  deleteRecording: endpoint({
    path: 'student/practice/recording/delete',
    method: 'POST',
    access: 'student',
  }),
  // The student's coverage of the bank (docs/practice-coverage.md).
  practiceCoverage: endpoint({
    path: 'student/practice/coverage',
    method: 'POST',
    access: 'student',
  }),
  // The student's exam date and daily review target (docs/practice.md, "Exam date").
  examPlan: endpoint({ path: 'student/practice/exam', method: 'POST', access: 'student' }),
  setExamDate: endpoint({ path: 'student/practice/exam/set', method: 'POST', access: 'student' }),
  // Bytes that stream, each through a route of its own, to the student whose paper it is.
  playRecording: endpoint({
    path: 'practice/recording',
    method: 'GET',
    access: 'student',
    via: 'route',
  }),
  paperImage: endpoint({
    path: 'practice/paper/{paperId}/image/{name}',
    method: 'GET',
    access: 'student',
    via: 'route',
  }),
};
