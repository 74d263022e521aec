import { calls } from '@/lib/calls';

import { Browser } from './support/client';
import { startServer, type RunningServer } from './support/server';

/*
 * Practice papers over HTTP on a real `next start`: the demo subscriber's paper is answered to
 * everyone else as a missing one, before and after its end; other sites, hostile numbers, huge
 * and malformed bodies get a 4xx and change nothing; no answer carries a model answer before the
 * end.
 */

let server: RunningServer;
let owner: Browser;
let other: Browser;
let paperId: number;

const SAVE = `/api/${calls.saveAnswer.path}`;

beforeAll(async () => {
  server = await startServer();
  owner = new Browser(server.baseURL);
  other = new Browser(server.baseURL);
  await owner.signIn('subscribed@frcrviva.test', 'DemoPass123');
  await other.signUp('ben.papers@example.com', 'Radiology1', 'Ben Papers');
  await other.signIn('ben.papers@example.com', 'Radiology1');
  const started = await owner.call('startPaper', { kind: 'short', length: 'brief' });
  expect(started.status).toBe(200);
  paperId = (started.body?.data as { paperId: number }).paperId;
}, 240_000);
afterAll(() => server?.stop());

const view = async (browser: Browser) => browser.call('paperView', { paperId });

it('answers another student as if the paper did not exist, and changes nothing', async () => {
  const casesOf = async () =>
    (await view(owner)).body?.data as { closedAt: string | null; cases: unknown[] };
  const before = await casesOf();
  const attempts = await Promise.all([
    view(other),
    other.call('saveAnswer', { paperId, position: 1, answer: { report: 'Ben' }, revision: 9 }),
    other.call('flagCase', { paperId, position: 1, flagged: true }),
    other.call('finishPaper', { paperId }),
    other.call('markCase', { paperId, position: 1, mark: 'missed', findingsSeen: [] }),
  ]);
  for (const answer of attempts) expect(answer.status).toBe(404);
  const after = await casesOf();
  expect(after.cases).toEqual(before.cases);
  expect(after.closedAt).toBeNull();
  // A student without a subscription starts nothing.
  expect((await other.call('startPaper', { kind: 'short', length: 'brief' })).status).toBe(402);
});

it('refuses another site, hostile numbers and malformed or huge bodies with a 4xx', async () => {
  const foreign = await owner.send(SAVE, {
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    body: JSON.stringify({ paperId, position: 1, answer: { report: 'x' }, revision: 1 }),
  });
  expect(foreign.status).toBe(403);
  const nullOrigin = await owner.send(SAVE, {
    headers: { origin: 'null', 'content-type': 'application/json' },
    body: JSON.stringify({ paperId, position: 1, answer: { report: 'x' }, revision: 1 }),
  });
  expect(nullOrigin.status).toBe(403);
  for (const body of [
    { paperId, position: 1, answer: { report: 'x' }, revision: 2 ** 31 },
    { paperId: 2 ** 31, position: 1, answer: { report: 'x' }, revision: 1 },
    { paperId, position: 26, answer: { report: 'x' }, revision: 1 },
    { paperId, position: 1, answer: { report: 'x', essay: 'y' }, revision: 1 },
    { paperId, position: 1, answer: { report: 'a\u0000b' }, revision: 1 },
    { paperId, position: 1, answer: { report: 'x'.repeat(4001) }, revision: 1 },
    { paperId, position: 1, answer: 'x', revision: 1 },
    null,
    [],
  ]) {
    const answer = await owner.send(SAVE, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
  const huge = await owner.send(SAVE, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      paperId,
      position: 1,
      answer: { report: 'x'.repeat(20 * 1024 * 1024) },
      revision: 1,
    }),
  });
  expect(huge.status).toBe(413);
  const stored = (await view(owner)).body?.data as { cases: { answerRevision: number }[] };
  expect(stored.cases[0]!.answerRevision).toBe(0);
});

it('sends no model answer before the end, and the review after it', async () => {
  const running = JSON.stringify((await view(owner)).body);
  const page = await fetch(`${server.baseURL}/practice/paper/${paperId}`, {
    headers: { cookie: owner.cookie },
  });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect((await owner.call('finishPaper', { paperId })).status).toBe(200);
  const ended = (await view(owner)).body?.data as {
    cases: { review: { modelAnswer: string; keyFindings: string[] } }[];
  };
  for (const { review } of ended.cases) {
    expect(review.modelAnswer.length).toBeGreaterThan(20);
    for (const text of [running, html]) {
      expect(text).not.toContain(review.modelAnswer.slice(0, 60));
      for (const finding of review.keyFindings) expect(text).not.toContain(finding);
    }
  }
  // Answers after the end are refused.
  const late = await owner.call('saveAnswer', {
    paperId,
    position: 1,
    answer: { report: 'late' },
    revision: 5,
  });
  expect(late.status).toBe(409);
});
