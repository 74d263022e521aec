import type { DataOf } from '@/lib/calls/define-call';
import { callNames, calls } from '@/lib/platform/calls';
import { addOperator, addStudent } from '@/test/fixtures';
import { addCases, addPaper, markPaperCase } from '@/test/insight-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog } from '../db/schema';
import { cohortMessages, type insightCalls } from './calls';

/*
 * Cohorts (docs/insight.md, "Cohorts"), on PGlite: support makes them from a pasted list; a
 * cohort's lead reads their own cohorts alone and writes nothing.
 */

let t: TestBackend;
let support: string;
let lead: string;
let otherLead: string;

type Report = DataOf<typeof insightCalls.cohortReport>;
type List = DataOf<typeof insightCalls.listCohorts>;

const call = (
  name: Parameters<TestBackend['backend']['handle']>[0],
  token: string,
  input: object,
) => t.backend.handle(name, { token, input });

let leeds: number;
let york: number;

beforeAll(async () => {
  t = await createTestBackend();
  support = (await addOperator(t.db, 'cohort.support@example.com', 'support')).token;
  lead = (await addOperator(t.db, 'leeds.lead@example.com', 'cohort')).token;
  otherLead = (await addOperator(t.db, 'york.lead@example.com', 'cohort')).token;
  for (const [email, name] of [
    ['ada@example.com', 'Ada Active'],
    ['quinn@example.com', 'Quinn Quiet'],
    ['yara@example.com', 'Yara York'],
  ]) {
    await addStudent(t.db, email!, name!);
  }
  const made = await call('createCohort', support, {
    name: 'Leeds trainees',
    leadEmail: 'leeds.lead@example.com',
    emails: ['ADA@example.com', 'quinn@example.com', 'nobody@example.com'],
  });
  expect(made).toMatchObject({
    status: 200,
    message: cohortMessages.created,
    data: { added: 2, unknown: ['nobody@example.com'] },
  });
  leeds = (made.data as { cohortId: number }).cohortId;
  const other = await call('createCohort', support, {
    name: 'York trainees',
    leadEmail: 'york.lead@example.com',
    emails: ['yara@example.com'],
  });
  york = (other.data as { cohortId: number }).cohortId;
});
afterAll(() => t.close());

it('audits the cohort made, and refuses a taken name or a lead who is not one', async () => {
  const entries = await t.db.select().from(auditLog);
  expect(entries.filter((entry) => entry.action === 'cohort.created')).toHaveLength(2);
  expect(
    await call('createCohort', support, { name: 'Leeds trainees', emails: ['ada@example.com'] }),
  ).toMatchObject({ status: 409, message: cohortMessages.nameTaken });
  expect(
    await call('createCohort', support, {
      name: 'Hull trainees',
      leadEmail: 'cohort.support@example.com',
      emails: ['ada@example.com'],
    }),
  ).toMatchObject({ status: 422, message: cohortMessages.leadUnknown });
});

it('shows a lead their own cohort alone', async () => {
  const mine = (await call('listCohorts', lead, {})).data as List;
  expect(mine.map((cohort) => cohort.name)).toEqual(['Leeds trainees']);
  expect(mine[0]).toMatchObject({ members: 2, leadEmail: 'leeds.lead@example.com' });
  const all = (await call('listCohorts', support, {})).data as List;
  expect(all.map((cohort) => cohort.name)).toEqual(['Leeds trainees', 'York trainees']);

  const report = await call('cohortReport', lead, { cohortId: leeds });
  expect(report.status).toBe(200);
  expect((report.data as Report).members.map((member) => member.email)).toEqual([
    'ada@example.com',
    'quinn@example.com',
  ]);
  // Another lead's cohort answers as one that does not exist.
  expect(await call('cohortReport', lead, { cohortId: york })).toMatchObject({
    status: 404,
    message: cohortMessages.missing,
  });
  expect((await call('cohortReport', otherLead, { cohortId: york })).status).toBe(200);
});

it('puts the quiet and the low-scoring on the at-risk list', async () => {
  const cases = await addCases(t.db, 12);
  const ada = (await call('cohortReport', support, { cohortId: leeds })).data as Report;
  const adaId = ada.members.find((member) => member.email === 'ada@example.com')!.studentId;
  const paper = await addPaper(
    t.db,
    adaId,
    'short',
    new Date(),
    cases.map((item) => item.id),
  );
  for (let position = 1; position <= 12; position++) {
    await markPaperCase(t.db, paper.id, position, position <= 3 ? 'correct' : 'missed', new Date());
  }
  const report = (await call('cohortReport', lead, { cohortId: leeds })).data as Report;
  const byEmail = new Map(report.members.map((member) => [member.email, member]));
  expect(byEmail.get('ada@example.com')).toMatchObject({
    papers: 1,
    meanScore: 0.25,
    atRisk: ['low scores'],
  });
  expect(byEmail.get('quinn@example.com')).toMatchObject({
    papers: 0,
    lastActive: null,
    atRisk: ['no activity for 14 days'],
  });
});

it('refuses a lead every write, and every call but reading cohorts', async () => {
  expect(
    await call('addCohortMembers', lead, { cohortId: leeds, emails: ['yara@example.com'] }),
  ).toMatchObject({ status: 403, code: 'role_refused' });
  expect(
    await call('createCohort', lead, { name: 'Mine', emails: ['yara@example.com'] }),
  ).toMatchObject({ status: 403, code: 'role_refused' });
  const writes = callNames.filter(
    (name) => calls[name].access === 'operator' && calls[name].via === 'action',
  );
  for (const name of writes) {
    if (name === 'operatorSignOut') continue;
    expect((await t.backend.invoke(name, lead, {} as never)).status).toBe(403);
  }
});

it('adds a pasted list to a cohort, once each', async () => {
  const added = await call('addCohortMembers', support, {
    cohortId: leeds,
    emails: ['yara@example.com', 'ada@example.com'],
  });
  expect(added).toMatchObject({ status: 200, data: { added: 1, unknown: [] } });
  const report = (await call('cohortReport', lead, { cohortId: leeds })).data as Report;
  expect(report.members).toHaveLength(3);
});
