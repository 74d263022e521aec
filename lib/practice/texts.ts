/*
 * What exam practice says to students, server and screens alike. Zod-free, so client components
 * import it.
 */

import { WEAKEST_MIN_MARKED, type ScoredPaperKind } from './rules';

export const practiceMessages = {
  pageTitle: 'Exam practice',
  examDateSaved: 'Exam date saved',
  examDateCleared: 'Exam date removed',
  examDateInvalid: 'Enter the exam date as a date',
  examDatePast: 'The exam date cannot be in the past',
  examDateTooFar: 'The exam date must be within two years',
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

// The coverage page (docs/practice-coverage.md).

/** The chart's names of the kinds of paper it draws. */
export const SCORED_PAPER_KIND_LABELS: Record<ScoredPaperKind, string> = {
  short: 'Short cases',
  long: 'Long cases',
  oral: 'Oral',
};

export const coverageMessages = {
  title: 'Coverage',
  intro: 'What you have seen of the case bank, how you marked it, and how your papers went.',
  fetched: 'Coverage fetched successfully',
  failed: 'Your coverage could not be loaded. Please try again.',
  emptyTitle: 'No papers yet',
  emptyText:
    'Once you have taken a paper, this page shows how many of the bank’s cases you have seen per system, region and modality, your last marks, your weakest areas and your scores over time.',
  startPractice: 'Start practising',
  seenOf: (seen: number, bank: number) => `${seen} of ${bank}`,
  casesSeen: (seen: number, bank: number) =>
    `You have seen ${seen} of the ${bank} ${bank === 1 ? 'case' : 'cases'} in the bank.`,
  notMarked: 'Not marked yet',
  weakestTitle: 'Weakest areas',
  weakestNone: `Your weakest areas appear here once you have marked at least ${WEAKEST_MIN_MARKED} cases of a system or modality.`,
  weakestScore: (percent: number, marked: number) =>
    `${percent} % over ${marked} marked ${marked === 1 ? 'case' : 'cases'}`,
  startShort: 'Start a short-case paper',
  startLong: 'Start a long-case paper',
  notCoveredTitle: 'Not covered yet',
  allCovered: 'You have seen at least one case of every system, modality and region in the bank.',
  notSeen: (names: string[]) => `You have not yet seen: ${names.join(', ')}.`,
  noModality: (name: string) => `No ${name} cases yet.`,
  regionsNotSeen: (names: string[]) => `Regions not seen yet: ${names.join(', ')}.`,
  papersTitle: 'Papers taken',
  papersNone: 'Your papers appear here once you have finished one.',
  papersTaken: (taken: number, unmarked: number) =>
    `${taken} ${taken === 1 ? 'paper' : 'papers'} taken` +
    (unmarked > 0 ? `; ${unmarked} not marked yet, so not on the chart.` : '.'),
  papersCharted: (shown: number) => `The chart and its table show your last ${shown}.`,
  chartTitle: 'Scores over time',
  chartDescription: (count: number) =>
    `Line chart of ${count} marked ${count === 1 ? 'paper' : 'papers'}: the score of each, from 0 to 100 %, in the order taken.`,
  chartTable: 'The chart’s figures',
  chartNone: 'The chart appears once you have marked the cases of a paper.',
} as const;

/** A score as the page shows it: a whole percentage. */
export const percent = (score: number) => Math.round(score * 100);

// The oral station's recordings (docs/practice.md, "Recordings").

/** What the oral station's recorder and its calls say (docs/practice.md, "Recordings"). */
export const recordingMessages = {
  chooseCase: 'Choose a case of the paper',
  fileMissing: 'Choose a recording to upload',
  tooLarge: 'A recording can be at most 12 MB',
  notAudio: 'That file is not a recording: record WebM, Ogg or MP4 audio',
  noSuchCase: 'There is no such case in your papers',
  notOral: 'Only the cases of an oral station are recorded',
  paperOver: 'This paper has ended: recordings can no longer be added',
  uploaded: 'Recording saved',
  deleted: 'Recording deleted',
  nothingToDelete: 'There is no recording of this case',
} as const;

/** What the recorder shows the student. */
export const recorderTexts = {
  explain:
    'Recording lets you listen back to how you presented the case; it is stored privately and only you can play it.',
  allow: 'Allow microphone',
  asking: 'Waiting for the microphone…',
  record: 'Record',
  stop: 'Stop',
  recording: 'Recording',
  saving: 'Saving the recording…',
  delete: 'Delete recording',
  deleting: 'Deleting…',
  player: 'Your recording of this case',
  none: 'No recording of this case.',
  unavailable: 'This browser cannot record here; the station runs without recording.',
  denied: 'The microphone was not allowed; the station runs without recording.',
  noDevice: 'No microphone was found; the station runs without recording.',
  failed: 'The recording could not be saved',
} as const;

/** The exam date on the progress page (docs/practice.md, "Exam date"). */
export const examPlanTexts = {
  title: 'Your exam',
  dateLabel: 'Exam date',
  save: 'Save exam date',
  clear: 'Remove exam date',
  target: (reviews: number) => `Today’s target: ${reviews} ${reviews === 1 ? 'case' : 'cases'}.`,
  withoutDate: (due: number) =>
    `That is the ${due === 1 ? 'review' : 'reviews'} due now. Set your exam date to spread the ` +
    'cases you have not seen and your reviews over the days left.',
  withDate: (days: number, unseen: number, retention: number) =>
    `${days === 0 ? 'Your exam is today' : `${days} ${days === 1 ? 'day' : 'days'} to your exam`}: ` +
    `the reviews due by then and the ${unseen} ${unseen === 1 ? 'case' : 'cases'} you have not ` +
    `seen, spread evenly. Reviews are scheduled to keep ${Math.round(retention * 100)} % of ` +
    'cases remembered, rising as the exam nears.',
} as const;
