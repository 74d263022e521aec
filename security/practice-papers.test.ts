import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { calls } from '@/lib/platform/calls';
import { PAPER_KIND_LABELS } from '@/lib/practice/format';
import {
  CASE_MODALITY_LABELS,
  PATIENT_SEX_LABELS,
  REFERRAL_SOURCE_LABELS,
} from '@/lib/cases/facts';
import { recorderTexts } from '@/lib/practice/texts';
import { ANSWER_FIELD_LABELS } from '@/lib/practice/rules';
import { FILE_POLICY } from '@/lib/security/security-headers';
import { webmRecording } from '@/test/recording-fixtures';

import { Browser } from './support/client';
import { startServer, type RunningServer } from './support/server';

/*
 * Practice papers over HTTP on a real `next start`: the demo subscriber's paper is answered to
 * everyone else as a missing one, before and after its end; other sites, hostile numbers, huge
 * and malformed bodies get a 4xx and change nothing; no answer carries a model answer before the
 * end; and nothing the student's browser receives while a paper runs (pages, their React
 * payload, every practice call, the films' addresses and answers) names any of its cases.
 */

const root = path.resolve(__dirname, '..');
let server: RunningServer;
let dataDir: string;
let owner: Browser;
let other: Browser;
let paperId: number;

const SAVE = `/api/${calls.saveAnswer.path}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-papers-'));
  // The last test stops the server early to read its database; afterAll must not stop it again.
  server = stopsOnce(await startServer({ dataDir }));
  owner = new Browser(server.baseURL);
  other = new Browser(server.baseURL);
  await owner.signIn('subscribed@frcrviva.test', 'DemoPass123');
  await other.signUp('ben.papers@example.com', 'Radiology1', 'Ben Papers');
  await other.signIn('ben.papers@example.com', 'Radiology1');
  const started = await owner.call('startPaper', { kind: 'short', length: 'brief' });
  expect(started.status).toBe(200);
  paperId = (started.body?.data as { paperId: number }).paperId;
}, 240_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function stopsOnce(running: RunningServer): RunningServer {
  let stopped: Promise<void> | undefined;
  return { ...running, stop: () => (stopped ??= running.stop()) };
}

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
    // A revision dated far ahead of the server's clock would freeze the answer for the paper.
    { paperId, position: 1, answer: { report: 'x' }, revision: 2 ** 31 - 1 },
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

/*
 * Nothing names a running paper's cases. Papers of each kind and a review are sat one after the
 * other while everything the browser receives is kept: the paper's page and its React payload,
 * /practice and its payload, every practice call's JSON, and each film's address and headers.
 * Then the server is stopped and the words of the cases' names, slugs, library addresses and
 * diagnoses are read from its database and looked for in all of it.
 */

type Capture = { paperId: number; what: string; text: string };
type RunningPaper = {
  kind: string;
  closedAt: string | null;
  cases: { position: number; fields: 'short' | 'long'; images: string[] }[];
};
type EndedPaper = {
  cases: { review: { caseId: number; keyFindings: string[] } }[];
};

/** Everything the browser received while a paper ran, paper by paper. */
const captured: Capture[] = [];
/** Each paper's film addresses, and what /practice said just before it started. */
const addressesOf = new Map<number, string[]>();
const practiceBefore = new Map<number, string[]>();
/** A paper's answer once it had ended: it names its cases, so the words must be found in it. */
const endedViews = new Map<number, string>();

const get = (browser: Browser | null, url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseURL}${url}`, {
    headers: { ...(browser ? { cookie: browser.cookie } : {}), ...headers },
    redirect: 'manual',
  });

/** A page's HTML and its React payload, as a navigation in the app fetches it. */
async function pageAndPayload(url: string): Promise<[string, string]> {
  const html = await get(owner, url);
  expect(html.status).toBe(200);
  const payload = await get(owner, url, { RSC: '1' });
  expect(payload.status).toBe(200);
  expect(payload.headers.get('content-type')).toMatch(/^text\/x-component/);
  return [await html.text(), await payload.text()];
}

/** Sits a paper: keeps what the browser receives while it runs, then finishes it. */
async function sit(paperId: number, coverageBefore: string) {
  const keep = (what: string, text: string) => captured.push({ paperId, what, text });
  const view = await owner.call('paperView', { paperId });
  expect(view.status).toBe(200);
  const paper = view.body!.data as RunningPaper;
  expect(paper.closedAt).toBeNull();
  keep('paperView', JSON.stringify(view.body));
  const [page, pagePayload] = await pageAndPayload(`/practice/paper/${paperId}`);
  keep('paper page', page);
  keep('paper page payload', pagePayload);
  const [practice, practicePayload] = await pageAndPayload('/practice');
  keep('/practice', practice);
  keep('/practice payload', practicePayload);
  keep('practiceOverview', JSON.stringify((await owner.call('practiceOverview')).body));
  // Coverage counts a paper once it has ended: while it runs, the answer is as it was before.
  expect(JSON.stringify((await owner.call('practiceCoverage')).body)).toBe(coverageBefore);
  for (const item of paper.cases) {
    if (paper.kind === 'oral') {
      const file = webmRecording(3000);
      const saved = await owner.call('uploadRecording', { paperId, position: item.position, file });
      expect(saved.status).toBe(200);
      keep('uploadRecording', JSON.stringify(saved.body));
    } else {
      const field = item.fields === 'short' ? 'report' : 'observations';
      const saved = await owner.call('saveAnswer', {
        paperId,
        position: item.position,
        answer: { [field]: 'Written by the student' },
        revision: 1,
      });
      expect(saved.status).toBe(200);
      keep('saveAnswer', JSON.stringify(saved.body));
    }
    const flagged = await owner.call('flagCase', {
      paperId,
      position: item.position,
      flagged: true,
    });
    keep('flagCase', JSON.stringify(flagged.body));
  }
  const images = paper.cases.flatMap((item) => item.images);
  addressesOf.set(paperId, images);
  for (const address of images) {
    expect(address).toMatch(new RegExp(`^/api/practice/paper/${paperId}/image/[A-Za-z0-9_-]{32}$`));
    const image = await get(owner, address);
    expect(image.status).toBe(200);
    expect(image.headers.get('location')).toBeNull();
    // Pictures are WebP; a series brought in as DICOM is 16-bit PNG slices (docs/imaging.md).
    expect(image.headers.get('content-type')).toMatch(/^image\/(webp|png)$/);
    expect(image.headers.get('content-security-policy')).toBe(FILE_POLICY);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/^private,/);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(200);
    keep('image headers', JSON.stringify([...image.headers]));
  }
  expect((await owner.call('finishPaper', { paperId })).status).toBe(200);
  const ended = await owner.call('paperView', { paperId });
  endedViews.set(paperId, JSON.stringify(ended.body));
  return ended.body!.data as EndedPaper;
}

async function startAndSit(start: () => Promise<{ status: number; body: unknown }>) {
  const coverageBefore = JSON.stringify((await owner.call('practiceCoverage')).body);
  const [practice, practicePayload] = await pageAndPayload('/practice');
  const started = await start();
  expect(started.status).toBe(200);
  const { paperId } = (started.body as { data: { paperId: number } }).data;
  practiceBefore.set(paperId, [practice, practicePayload]);
  return { paperId, ended: await sit(paperId, coverageBefore) };
}

it('sits a paper of each kind and a review, its films at addresses of its own', async () => {
  const short = await startAndSit(() =>
    owner.call('startPaper', { kind: 'short', length: 'brief' }),
  );
  await startAndSit(() => owner.call('startPaper', { kind: 'long', length: 'brief' }));
  await startAndSit(() => owner.call('startPaper', { kind: 'oral', length: 'full' }));
  // A case marked missed is due again today: its review is a paper too.
  const { caseId, keyFindings } = short.ended.cases[0]!.review;
  const marked = await owner.call('markCase', {
    paperId: short.paperId,
    position: 1,
    mark: 'missed',
    findingsSeen: keyFindings.map(() => false),
  });
  expect(marked.status).toBe(200);
  await startAndSit(() => owner.call('startReview', { caseId }));
  expect(new Set(captured.map((item) => item.paperId)).size).toBe(4);
  // One film's address is never another's, in one paper or across papers.
  const all = [...addressesOf.values()].flat();
  expect(new Set(all).size).toBe(all.length);
}, 300_000);

it('serves a paper’s films to its student only: another student and a visitor get nothing', async () => {
  for (const [paperId, images] of addressesOf) {
    const address = images[0]!;
    expect((await get(other, address)).status).toBe(404);
    expect((await get(null, address)).status).toBe(401);
    // Another of the student's papers does not open it either.
    const elsewhere = address.replace(`/paper/${paperId}/`, `/paper/${paperId + 1}/`);
    expect((await get(owner, elsewhere)).status).toBe(404);
    expect((await get(owner, address)).status).toBe(200);
  }
});

/** What the stopped server's database holds about the papers' cases, read by a plain Node. */
type StoredCase = {
  paperId: number;
  name: string;
  slug: string;
  image: string;
  answer: string;
  modality: string | null;
  patientAge: string | null;
  patientSex: keyof typeof PATIENT_SEX_LABELS | null;
  referralSource: keyof typeof REFERRAL_SOURCE_LABELS | null;
  clinicalDetails: string;
  series: string[];
};
function storedCases(paperIds: number[]): { cases: StoredCase[]; answers: string[] } {
  const script = `
import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[1]);
const cases = await db.query(
  'select pc.paper_id as "paperId", c.name, c.slug, c.image, c.answer, c.modality, ' +
    'c.patient_age as "patientAge", c.patient_sex as "patientSex", ' +
    'c.referral_source as "referralSource", c.clinical_details as "clinicalDetails", ' +
    "coalesce((select json_agg(ci.image order by ci.position) from case_images ci " +
    "where ci.sub_short_id = c.id), '[]'::json) as series " +
    'from practice_paper_cases pc join sub_shorts c on c.id = pc.sub_short_id ' +
    'where pc.paper_id = any($1::int[])',
  [JSON.parse(process.argv[2])],
);
const answers = await db.query('select answer from sub_shorts where answer is not null');
await db.close();
process.stdout.write(JSON.stringify({ cases: cases.rows, answers: answers.rows.map((r) => r.answer) }));
`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, path.join(dataDir, 'pglite'), JSON.stringify(paperIds)],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`Could not read the database: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** English words too common to name anything. */
const STOPWORDS = new Set(
  `a an and are as at be by for from has have in into is it its of on or the this that to was
  with without there their which would be not no than then`.split(/\s+/),
);

/**
 * A text's words, lower case. Class names (the build's styling vocabulary, fixed in code), the
 * films' random names in their paper, recordings' random versions and asset hashes cannot carry a
 * case's words, and a random run of letters could spell one: they are left out first.
 */
function wordsOf(text: string): Set<string> {
  const cleaned = text
    .replace(/class(Name)?(=|\\?":\\?")("[^"]*"|[^"\\]*)/g, ' ')
    .replace(/\/image\/[A-Za-z0-9_-]{32}/g, '/image/ ')
    .replace(/v=[0-9a-f]{8}/g, ' ')
    .replace(/[0-9a-f]{8,}/gi, ' ');
  return new Set((cleaned.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => word.length > 2));
}

const VIEWER_SOURCES = [
  'components/imaging/stack-viewer.tsx',
  'components/imaging/stack-state.ts',
  'components/imaging/series-viewer.tsx',
  'lib/imaging/manifest-schema.ts',
  // The paper screen's own words (the oral station's "Present the case aloud…", for one).
  'components/practice/paper-screen.tsx',
];

/** A library address without its file's extension: the format (webp) names no case. */
const withoutFormat = (address: string) => address.replace(/\.[A-Za-z0-9]+$/, '');

const union = (sets: Iterable<Set<string>>) => new Set([...sets].flatMap((set) => [...set]));
const intersection = (sets: Set<string>[]) =>
  new Set([...sets[0]!].filter((word) => sets.every((set) => set.has(word))));

it('sends nothing while a paper runs that names its cases: no word of their names, slugs, library addresses or diagnoses', async () => {
  const paperIds = [...addressesOf.keys()];
  expect(paperIds).toHaveLength(4);
  await server.stop();
  const { cases, answers } = storedCases(paperIds);

  // Words of a case's model answer found in at most two of the bank's answers are its own.
  const answerCounts = new Map<string, number>();
  for (const answer of answers) {
    for (const word of wordsOf(answer)) answerCounts.set(word, (answerCounts.get(word) ?? 0) + 1);
  }
  const diagnosis = (answer: string) => /Principal diagnosis: (.*)/.exec(answer)?.[1] ?? '';
  const secretsOf = (paperId: number) => {
    const own = cases.filter((item) => item.paperId === paperId);
    expect(own.length).toBeGreaterThan(0);
    const secret = union(
      own.map((item) =>
        union([
          wordsOf(
            [
              item.name,
              item.slug,
              ...[item.image, ...item.series].map(withoutFormat),
              diagnosis(item.answer),
            ].join(' '),
          ),
          new Set([...wordsOf(item.answer)].filter((word) => answerCounts.get(word)! <= 2)),
        ]),
      ),
    );
    // What the exam shows of a case (its clinical header, a long case's modality), the paper's
    // kind, its answer fields and the oral station's recorder are on the screen by design.
    const shown = wordsOf(
      [
        ...own.flatMap((item) => [
          item.patientAge,
          item.patientSex && PATIENT_SEX_LABELS[item.patientSex],
          item.referralSource && REFERRAL_SOURCE_LABELS[item.referralSource],
          item.clinicalDetails,
          item.modality,
          item.modality && CASE_MODALITY_LABELS[item.modality as keyof typeof CASE_MODALITY_LABELS],
        ]),
        ...Object.values(PAPER_KIND_LABELS),
        ...Object.values(ANSWER_FIELD_LABELS),
        ...Object.values(recorderTexts),
        'short long',
        // A 16-bit series' slice format and its manifest's keys, and the stack viewer's own
        // words (its tools, keys and labels), and the paper screen's, whatever case it shows.
        'png',
        ...VIEWER_SOURCES.map((file) => readFileSync(file, 'utf8')),
      ].join(' '),
    );
    return new Set([...secret].filter((word) => !STOPWORDS.has(word) && !shown.has(word)));
  };

  // The site's own words: those of every paper's page, payload and answers alike (its frame,
  // labels and keys), and what /practice said before the paper started.
  const common = new Map<string, Set<string>>();
  for (const what of new Set(captured.map((item) => item.what))) {
    const perPaper = paperIds.map((paperId) =>
      union(
        captured
          .filter((c) => c.what === what && c.paperId === paperId)
          .map((c) => wordsOf(c.text)),
      ),
    );
    const sets = perPaper.filter((set) => set.size > 0);
    // A response only one paper gets (an oral station's recording) has nothing to compare with.
    common.set(what, sets.length > 1 ? intersection(sets) : new Set());
  }

  const leaks: string[] = [];
  for (const paperId of paperIds) {
    const secrets = secretsOf(paperId);
    expect(secrets.size).toBeGreaterThan(3);
    // The detector works: the paper's review, after its end, names its cases.
    expect([...wordsOf(endedViews.get(paperId)!)].filter((word) => secrets.has(word))).not.toEqual(
      [],
    );
    for (const capture of captured.filter((item) => item.paperId === paperId)) {
      const before = capture.what.startsWith('/practice')
        ? wordsOf(practiceBefore.get(paperId)![capture.what === '/practice' ? 0 : 1])
        : new Set<string>();
      for (const word of wordsOf(capture.text)) {
        if (secrets.has(word) && !common.get(capture.what)!.has(word) && !before.has(word)) {
          leaks.push(`paper ${paperId}, ${capture.what}: "${word}"`);
        }
      }
    }
  }
  expect(leaks).toEqual([]);
});
