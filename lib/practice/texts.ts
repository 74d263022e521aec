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
  timeUp: 'Time is up: the paper has closed',
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
