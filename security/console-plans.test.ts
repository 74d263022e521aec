import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Browser } from './support/client';
import {
  addOperatorByCommandLine,
  postAction as postConsoleAction,
  signInOperator,
} from './support/console-actions';
import { startServer, type RunningServer } from './support/server';

/*
 * The console's plans, policy pages and home testimonials over HTTP on a real `next start`: their
 * pages and writes need the console's own session and a role that may make them, other sites and
 * malformed or oversized bodies get a 4xx, and a published policy text reaches its public page,
 * sanitised, while the sitemap keeps listing the policy pages and /subscription.
 */

// The demo operator (an owner) the server makes on a fresh database on this machine.
const OWNER = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
};
const SUPPORT_EMAIL = 'support-content@frcrviva.test';

let server: RunningServer;
let dataDir: string;
let support: { password: string; totpSecret: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-content-'));
  support = addOperatorByCommandLine(dataDir, SUPPORT_EMAIL, 'support');
  server = await startServer({ dataDir });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Posts a console action as its page does (security/support/console-actions.ts). */
const postAction = (
  action: string,
  page: string,
  browser: Browser,
  body: string,
  origin = server.baseURL,
) => postConsoleAction(server.baseURL, action, page, browser, body, origin);

/** A console session for an operator: signed in with password and a current code. */
const operatorBrowser = (email: string, password: string, totpSecret: string) =>
  signInOperator(server.baseURL, { email, password, totpSecret });

const get = (browser: Browser, page: string) =>
  fetch(`${server.baseURL}${page}`, {
    redirect: 'manual',
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });

const PAGES = [
  '/console/plans',
  '/console/plan/1',
  '/console/pages',
  '/console/page/privacypolicy',
  '/console/page-preview/privacypolicy',
  '/console/testimonials',
];

const PLAN = {
  name: 'Security Course',
  price: '10',
  period: 'days',
  durationDays: 30,
  subTitle: '1 Month',
  position: 0,
  features: [],
};

/** Each new write with a valid input and the page that makes it. */
const WRITES = [
  ['createPlan', '/console/plans', PLAN],
  ['updatePlan', '/console/plan/1', { planId: 1, ...PLAN }],
  ['setPlanOnSale', '/console/plan/1', { planId: 1, onSale: false }],
  [
    'savePolicyDraft',
    '/console/page/privacypolicy',
    { key: 'privacypolicy', title: 'Privacy Policy', html: '<p>Changed</p>' },
  ],
  ['publishPolicyPage', '/console/page/privacypolicy', { key: 'privacypolicy' }],
  ['discardPolicyDraft', '/console/page/privacypolicy', { key: 'privacypolicy' }],
  ['arrangeHomeTestimonials', '/console/testimonials', { feedbackIds: [1] }],
] as const;

it('sends a visitor and a student to the console’s sign-in from the new pages', async () => {
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  for (const someone of [new Browser(server.baseURL), student]) {
    for (const page of PAGES) {
      const answer = await get(someone, page);
      expect([page, answer.status, answer.headers.get('location')]).toEqual([
        page,
        307,
        '/console/signin',
      ]);
    }
  }
});

it('refuses the new writes without a console session, from another site, or malformed', async () => {
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  for (const [action, page, input] of WRITES) {
    const valid = JSON.stringify([input]);
    expect((await postAction(action, page, student, valid)).result).toMatchObject({ status: 401 });
    expect((await postAction(action, page, student, valid, 'https://evil.example')).status).toBe(
      403,
    );
    for (const body of [
      '[null]',
      '[[]]',
      '["x"]',
      '{not json',
      JSON.stringify([{ planId: 2 ** 31, price: {}, period: 'forever', features: 'many' }]),
      JSON.stringify([{ key: '__proto__', title: 7, html: ['<script>'] }]),
      JSON.stringify([{ feedbackIds: [-1, 'x', null] }]),
      JSON.stringify([{ key: 'privacypolicy', title: 'X', html: 'x'.repeat(2 * 1024 * 1024) }]),
    ]) {
      const attempt = await postAction(action, page, student, body);
      const status = attempt.result?.status ?? attempt.status;
      expect([action, status >= 400 && status < 500]).toEqual([action, true]);
    }
  }
});

it('lets support read the plans but change nothing, nor open the pages and testimonials', async () => {
  const operator = await operatorBrowser(SUPPORT_EMAIL, support.password, support.totpSecret);
  const plans = await get(operator, '/console/plans');
  expect(plans.status).toBe(200);
  expect(plans.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  const listed = await plans.text();
  expect(listed).toContain('Marathon Course');
  expect(listed).not.toContain('New plan');
  for (const page of ['/console/pages', '/console/page/privacypolicy', '/console/testimonials']) {
    const refused = await (await get(operator, page)).text();
    expect(refused).toContain('Your role does not allow this.');
    expect(refused).not.toContain('Save draft');
  }
  for (const [action, page, input] of WRITES) {
    const attempt = await postAction(action, page, operator, JSON.stringify([input]));
    expect([action, attempt.result?.status]).toEqual([action, 403]);
  }
  // A malformed body is refused before the role is looked at, still with a 4xx.
  const malformed = await postAction('createPlan', '/console/plans', operator, '[{}]');
  expect(malformed.result?.status).toBe(422);
});

it('publishes a policy text sanitised, at once, and keeps the sitemap’s pages', async () => {
  const owner = await operatorBrowser(OWNER.email, OWNER.password, OWNER.totpSecret);
  // Its own words each run: the build's regenerated pages outlive the suite's database.
  const clause = `Security suite clause ${Date.now()}: recordings are kept for 30 days.`;
  const before = await (await fetch(`${server.baseURL}/privacypolicy`)).text();
  const saved = await postAction(
    'savePolicyDraft',
    '/console/page/privacypolicy',
    owner,
    JSON.stringify([
      {
        key: 'privacypolicy',
        title: 'Privacy Policy',
        html: `<h2>Your data</h2><p onclick="steal()">${clause}</p><script>alert("x")</script><a href="javascript:alert(1)">x</a>`,
      },
    ]),
  );
  expect(saved.result).toMatchObject({ status: 200 });
  expect(saved.result?.message).toContain('Removed on save: onclick, <script>, javascript: link.');
  // A draft: the public page is unchanged, and the preview is the console's alone.
  expect(await (await fetch(`${server.baseURL}/privacypolicy`)).text()).not.toContain(clause);
  expect(before).not.toContain(clause);
  const preview = await get(owner, '/console/page-preview/privacypolicy');
  expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(await preview.text()).toContain(clause);

  const published = await postAction(
    'publishPolicyPage',
    '/console/page/privacypolicy',
    owner,
    JSON.stringify([{ key: 'privacypolicy' }]),
  );
  expect(published.result).toMatchObject({ status: 200 });
  let shown = '';
  for (let attempt = 0; attempt < 20 && !shown.includes(clause); attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 500));
    shown = await (await fetch(`${server.baseURL}/privacypolicy`)).text();
  }
  expect(shown).toContain(clause);
  expect(shown).not.toContain('alert(');
  expect(shown).not.toMatch(/onclick|javascript:/i);

  const sitemap = await (await fetch(`${server.baseURL}/sitemap.xml`)).text();
  for (const page of [
    '/privacypolicy',
    '/termsandconditions',
    '/cancellationandrefundpolicy',
    '/subscription',
  ]) {
    // The sitemap carries the build's SITE_URL, so only the path is compared.
    expect(sitemap).toContain(`${page}</loc>`);
  }
  expect(sitemap).not.toContain('/console');
});
