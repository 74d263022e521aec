/*
 * What the viva room says (docs/viva-rooms.md). The specification has no words for rooms, so
 * these are the product's own. Zod-free, so the screens import it.
 */

export const vivaMessages = {
  roomOpened: 'Room opened: send your partner the link',
  roomMissing: 'This viva room was not found',
  notInvited:
    'This room is for the two people it was made for: ask its owner for a room of your own',
  inviteInvalid: 'This invitation link is not valid',
  ownRoom: 'You opened this room: send the link to your partner',
  joined: 'You have joined the room',
  subscriptionRequired: 'Please subscribe to open a viva room.',
  partnerMissing: 'Your partner has not joined yet',
  alreadyStarted: 'The sitting has already started',
  started: 'The sitting has started',
  bankTooSmall: 'There are not enough cases for this sitting yet',
  notRunning: 'The sitting is not running',
  examinerOnly: 'Only the examiner can do this',
  lastCase: 'This is the half’s last case: the roles swap at half time',
  movedOn: 'Next case',
  read: 'Room read',
  caseNotShown: 'This case has not been shown yet',
  alreadyMarked: 'This case is already marked',
  overcallNeedsNormal: 'Over-called is only for a normal study',
  marked: 'Mark saved',
  signalled: 'Sent',
  viewerCandidateOnly: 'Only the candidate drives the viewer',
  meetingLinkSaved: 'Meeting link saved',
  meetingLinkInvalid: 'Enter a meeting link starting with https://',
  notEnded: 'The summary is ready when the sitting ends',
  summaryRead: 'Summary read',
  chooseCase: 'Choose a case',
  chooseMark: 'Choose a mark',
  scoresRequired: 'Score each of the four domains from 1 to 4',
  commentTooLong: 'A comment holds at most 2000 characters',
  signalInvalid: 'This signal is not valid',
  consentGiven: 'You agreed to recording',
  consentWithdrawn: 'You withdrew your agreement to recording',
  consentInvalid: 'Say whether you agree to recording',
  recordingNotAgreed: 'Recording needs both of you to agree',
  recordingCandidateOnly: 'Only the candidate’s browser records their half',
  recordingSaved: 'Recording saved',
} as const;

/** What the examiner may ask, whatever the case: the oral's usual prompts. */
const EXAMINER_PROMPTS = [
  'Talk me through what you see.',
  'What is the most likely diagnosis, and why?',
  'What else would you consider?',
  'What would you do next, and how urgently?',
] as const;

/** The examiner's suggested prompts for a case: the oral's usual ones and one per key finding. */
export const examinerPrompts = (keyFindings: readonly string[]) => [
  ...EXAMINER_PROMPTS,
  ...keyFindings.map((finding) => `Have they seen: ${finding}?`),
];

/** What each oral domain looks for, shown beside the examiner's scores. */
export const RUBRIC = {
  knowledge: 'Knows the condition, its appearances and its associations.',
  observation: 'Finds the abnormalities, and the relevant negatives, in a clear order.',
  reasoning: 'Reaches a diagnosis from the findings and the history; a sensible differential.',
  safety: 'Says what happens next, who is told and how urgently.',
} as const;

export const vivaTexts = {
  heading: 'Viva room',
  openHeading: 'Practise the oral with a partner',
  openIntro:
    'Open a room, send the link to a colleague and take turns: you are examined first, then the roles swap at half time. Your partner needs an account, not a plan.',
  openFull: 'Open a room: 6 cases each',
  openBrief: 'Open a short room: 2 cases each',
  inviteLabel: 'Invitation link for your partner',
  copy: 'Copy link',
  copied: 'Copied',
  waitingForPartner: 'Waiting for your partner to join…',
  join: 'Join the room',
  start: 'Start the sitting',
  youAreCandidate: 'You are the candidate',
  youAreExaminer: 'You are the examiner',
  nextCase: 'Next case',
  caseOf: (position: number, count: number) => `Case ${position} of ${count}`,
  half: (half: number) => (half === 1 ? 'First half' : 'Second half'),
  ended: 'The sitting has ended.',
  downloadSummary: 'Download summary',
  modelAnswer: 'Model answer',
  keyFindings: 'Key findings',
  prompts: 'Suggested prompts',
  rubric: 'Marks',
  comment: 'Comment',
  toMark: 'Cases still to mark',
  saveMark: 'Save mark',
  markSaved: 'Marked',
  connected: 'Live',
  reconnecting: 'Reconnecting…',
  partnerPointer: 'Partner’s pointer',
  recordingHeading: 'Recording',
  recordingExplain:
    'With both of you agreeing, the candidate’s half is recorded, voices included. The recording is the candidate’s: only they can play it back, from their paper’s review, and delete it.',
  recordingAgree: 'I agree to recording',
  recordingWithdraw: 'Withdraw my agreement',
  recordingWaitingForPartner: 'You agree; recording starts when your partner agrees too.',
  recordingPartnerAgrees: 'Your partner agrees to recording.',
  recordingBothAgree: 'You both agree to recording.',
  recordingOn: 'Recording this case',
  recordingNoMicrophone: 'No microphone could be used here, so nothing is recorded.',
  recordingOf: (position: number) => `Recording of case ${position}`,
  examinerMark: 'Examiner’s mark',
  selfMark: 'Your own mark',
  disagreement: 'Marks differ',
  agreement: 'Marks agree',
  notSelfMarked: 'Not self-marked yet: mark it in the paper’s review',
} as const;
