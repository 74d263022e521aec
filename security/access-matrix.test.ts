import { callNames, calls, type CallName } from '@/lib/platform/calls';

import { Browser } from './support/client';
import { startServer, type RunningServer } from './support/server';

/*
 * Who may do what, asked over HTTP: every student-only call without a session, with a session
 * ended through Auth.js's own sign-out, and with another student's ids in the body. None of it
 * succeeds.
 */

let server: RunningServer;
let asha: Browser;
let ben: Browser;
let revoked: Browser;

const studentCalls = callNames.filter(
  (name) => calls[name].via === 'bff' && calls[name].access === 'student',
);

/** A well-formed input for each student call, so only the session decides the answer. */
const inputs: Partial<Record<CallName, Record<string, unknown>>> = {
  editProfile: { fullName: 'Intruder', email: 'intruder@example.com', countryCode: '44' },
  changePassword: {
    oldPassword: 'Radiology1',
    newPassword: 'Radiology9',
    confirmPassword: 'Radiology9',
  },
  saveFeedback: { type: 'WEBSITE', rating: 5, description: 'Great' },
  saveComment: { type: 'SHORT', subshortId: 1, description: 'Mine now' },
  removeComment: { commentId: 1 },
  bookSession: { sessionId: 1 },
  cancelBooking: { sessionId: 1 },
  joinWaitlist: { sessionId: 1 },
  recordPurchase: { planId: 1, transactionId: 'x', transactionType: 'Razorpay' },
  createPaymentOrder: { planId: 1, provider: 'razorpay' },
  confirmPayment: { orderId: 1 },
  paymentStatus: { orderId: 1 },
  videoProgress: { videoId: 1 },
  saveVideoProgress: { videoId: 1, position: 12 },
  savePlayerPreferences: { playbackRate: 1.5 },
  caseAnswer: { subshortId: 1 },
  uploadRecording: {
    paperId: 1,
    position: 1,
    file: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])]),
  },
  deleteRecording: { paperId: 1, position: 1 },
  startPaper: { kind: 'short', length: 'brief' },
  startReview: { caseId: 1 },
  paperView: { paperId: 1 },
  saveAnswer: { paperId: 1, position: 1, answer: { report: 'Mine now' }, revision: 1 },
  flagCase: { paperId: 1, position: 1, flagged: true },
  finishPaper: { paperId: 1 },
  markCase: { paperId: 1, position: 1, mark: 'missed', findingsSeen: [] },
};

beforeAll(async () => {
  server = await startServer();
  asha = new Browser(server.baseURL);
  ben = new Browser(server.baseURL);
  revoked = new Browser(server.baseURL);
  await asha.signUp('asha.matrix@example.com', 'Radiology1', 'Asha Matrix');
  await ben.signUp('ben.matrix@example.com', 'Radiology1', 'Ben Matrix');
  await asha.signIn('asha.matrix@example.com', 'Radiology1');
  await ben.signIn('ben.matrix@example.com', 'Radiology1');
  // A copy of Ben's cookie, kept after Ben signs out through Auth.js's own route.
  const other = new Browser(server.baseURL);
  await other.signIn('ben.matrix@example.com', 'Radiology1');
  revoked.cookie = other.cookie;
  await other.signOut();
}, 120_000);
afterAll(() => server?.stop());

describe.each(studentCalls)('%s', (name) => {
  it('refuses a visitor and a signed-out session', async () => {
    const visitor = new Browser(server.baseURL);
    const input = inputs[name] ?? {};
    const asVisitor = await visitor.call(name, input);
    expect(asVisitor.status).toBe(401);
    const asRevoked = await revoked.call(name, input);
    expect([401, 403]).toContain(asRevoked.status);
  });
});

it("never shows or changes another student's data, whatever ids the body names", async () => {
  const profileOfBen = (await ben.call('getProfile')).body?.data as { studentId: number }[];
  const benId = profileOfBen[0].studentId;

  // A studentId in the body is dropped: Asha reads her own profile.
  const profile = await asha.call('getProfile', { studentId: benId });
  expect(JSON.stringify(profile.body?.data)).toContain('asha.matrix@example.com');
  expect(JSON.stringify(profile.body?.data)).not.toContain('ben.matrix@example.com');

  // Ben's comment can be neither edited nor removed by Asha.
  const saved = await ben.call('saveComment', {
    type: 'SHORT',
    subshortId: 1,
    description: 'Ben reads the hilum first.',
  });
  expect(saved.status).toBe(200);
  const commentId = (saved.body?.data as { commentId: number }).commentId;
  const edit = await asha.call('saveComment', {
    type: 'SHORT',
    subshortId: 1,
    commentId,
    description: 'Edited by Asha',
    studentId: benId,
  });
  expect(edit.status).toBe(404);
  const remove = await asha.call('removeComment', { commentId, studentId: benId });
  expect(remove.status).toBe(404);
  const listed = await ben.call('listComments', { subshortId: 1, limit: 100, offset: 0 });
  const mine = (listed.body?.data as { list: { commentId: number; description: string }[] }).list;
  expect(mine.find((c) => c.commentId === commentId)?.description).toBe(
    'Ben reads the hilum first.',
  );

  // Plan history and lesson positions are the session's own.
  const history = await asha.call('planHistory', { studentId: benId });
  expect(history.body?.data).toEqual([]);
  if ('saveVideoProgress' in calls) {
    const video = await ben.call('saveVideoProgress' as CallName, { videoId: 1, position: 42 });
    expect(video.status).toBe(200);
    const read = await asha.call('videoProgress' as CallName, { videoId: 1, studentId: benId });
    expect((read.body?.data as { position: number }).position).toBe(0);
  }
});
