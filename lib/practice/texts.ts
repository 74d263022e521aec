/*
 * What exam practice says to students, server and screens alike. Zod-free, so client components
 * import it.
 */

export const practiceMessages = {
  pageTitle: 'Exam practice',
  overviewRead: 'Practice read',
  paperStarted: 'Paper started',
  reviewStarted: 'Review started',
  paperRead: 'Paper read',
  answerSaved: 'Saved',
  answerStale: 'A later version of this answer is already saved',
  answerAhead: 'This save is dated ahead of the paper’s clock: reload the paper',
  flagSaved: 'Flag saved',
  paperFinished: 'Paper finished',
  caseMarked: 'Mark saved',
  paperMissing: 'Paper not found',
  caseMissing: 'Case not found in this paper',
  paperEnded: 'This paper has ended: answers can no longer change',
  paperRunning: 'You have a paper running: finish it before starting another',
  paperStillOpen: 'Cases are marked once the paper has ended',
  alreadyMarked: 'This case is already marked',
  markFindingsCount: 'Tick each key finding as seen or missed',
  overcallNeedsNormal: 'Over-called is the mark for a normal film read as abnormal',
  oralScoresRequired: 'Score the case in each of the four domains',
  oralScoresOnlyOral: 'Domain scores belong to oral stations',
  bankTooSmall: 'There are not enough practice cases for this paper yet',
  noSuchLength: 'This paper has no shorter form',
  notInReviewQueue: 'This case is not in your review queue',
  guardAlertRecorded: 'Noted on this paper',
  guardReasonUnknown: 'Say what the guard answered',
  subscriptionRequiredTitle: 'Subscription Required',
  subscriptionRequired: 'You need an active subscription to practise papers.',
  subscribeNow: 'Subscribe Now',
} as const;

/** What the paper's screens say. */
export const paperTexts = {
  timeLeft: 'Time left',
  flag: 'Flag for review',
  flagged: 'Flagged',
  previous: 'Previous case',
  next: 'Next case',
  finish: 'Finish paper',
  finishConfirm: 'Finish the paper now? You cannot change your answers afterwards.',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Not saved yet: waiting for the connection',
  savedAgain: 'Saved: the connection is back and your answers are on the server',
  timeUp: 'Time is up: the paper has closed',
  minutesLeft: (minutes: number) => (minutes === 1 ? '1 minute left' : `${minutes} minutes left`),
  caseShown: (position: number, count: number) => `Case ${position} of ${count}`,
  stationMoved: (position: number, count: number) =>
    `The station moves on: case ${position} of ${count}`,
  guardWarning:
    'Use of screenshots or developer tools has been detected. This action is not permitted. It is noted on this paper, which carries on.',
  guardAlerts: (count: number) =>
    `The anti-capture guard warned ${count === 1 ? 'once' : `${count} times`} during this paper.`,
  dismiss: 'Dismiss',
  paperBar: 'Paper clock',
  caseListKey: 'In the list: the case shown is filled, ✓ answered, ⚑ flagged.',
  reviewListKey: 'In the list: the case shown is filled, ✓ marked, ⚑ flagged.',
  caseList: 'Cases',
  review: 'Review',
  yourAnswer: 'Your answer',
  modelAnswer: 'Model answer',
  keyFindings: 'Key findings',
  normalStudy: 'This is a normal study',
  seen: 'Seen',
  missed: 'Missed',
  saveMark: 'Save mark',
  noAnswer: 'No answer given',
} as const;
