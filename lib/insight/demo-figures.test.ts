import { eq } from 'drizzle-orm';

import type { DataOf } from '@/lib/calls/define-call';
import { operators } from '@/lib/db/schema';
import { DEMO_COHORT, DEMO_COHORT_LEAD, seedDemoOperator } from '@/lib/platform/demo/operator';
import { DEMO_REGISTRARS } from '@/lib/platform/demo/practice-attempts';
import { seedDemoContent } from '@/lib/platform/demo/seed';
import { addOperator } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { issueOperatorSignIn } from '@/lib/operators/operator-sign-ins';

import type { insightCalls } from './calls';

/*
 * What a fresh local demo shows in the console's insight (docs/insight.md, "The demo"): flagged
 * cases, self-against-examiner disagreement from its viva rooms, and a cohort its lead reads.
 */

let t: TestBackend;

type Cases = DataOf<typeof insightCalls.caseAnalytics>;
type Report = DataOf<typeof insightCalls.cohortReport>;
type List = DataOf<typeof insightCalls.listCohorts>;

const call = (
  name: Parameters<TestBackend['backend']['handle']>[0],
  token: string,
  input: object,
) => t.backend.handle(name, { token, input });

beforeAll(async () => {
  t = await createTestBackend();
  await seedDemoContent(t.db, { content: 'demo' });
  await seedDemoOperator(t.db, {});
});
afterAll(() => t.close());

it('flags a too easy, a too hard and a non-discriminating case, and shows disagreement', async () => {
  const { token } = await addOperator(t.db, 'demo.editor@example.com', 'editor');
  const data = (await call('caseAnalytics', token, {})).data as Cases;
  expect(data.stale).toBe(0);
  const flagsOf = (name: string) => data.cases.find((row) => row.name === name)?.flags;
  expect(flagsOf('Right middle lobe pneumonia')).toEqual(['too easy']);
  expect(flagsOf('Large left pleural effusion')).toEqual(['too hard']);
  expect(flagsOf('Cardiac failure with pulmonary oedema')).toEqual(['fails to discriminate']);
  expect(flagsOf('Right hilar mass: central bronchogenic carcinoma')).toEqual([]);
  expect(flagsOf('Scaphoid waist fracture')).toEqual([]);
  // Worked by hand in practice-attempts.ts: two of four sittings differ, then one of four.
  const disagreement = (name: string) => data.cases.find((row) => row.name === name);
  expect(disagreement('Solitary pulmonary nodule')).toMatchObject({
    examinerMarked: 4,
    disagreement: 0.5,
  });
  expect(disagreement('Emphysema with hyperinflation')).toMatchObject({
    examinerMarked: 4,
    disagreement: 0.25,
  });
});

it('gives the demo cohort’s lead their six registrars, and a second seed adds nothing', async () => {
  const [lead] = await t.db
    .select({ id: operators.id, role: operators.role })
    .from(operators)
    .where(eq(operators.email, DEMO_COHORT_LEAD.email));
  expect(lead!.role).toBe('cohort');
  const { token } = await issueOperatorSignIn(t.db, lead!.id, new Date());
  const list = (await call('listCohorts', token, {})).data as List;
  expect(list.map((cohort) => cohort.name)).toEqual([DEMO_COHORT.name]);
  const report = (await call('cohortReport', token, { cohortId: list[0]!.cohortId }))
    .data as Report;
  expect(report.members.map((member) => member.email).sort()).toEqual(
    DEMO_REGISTRARS.slice(0, 6).map((registrar) => registrar.email),
  );

  const again = await seedDemoContent(t.db, { content: 'demo' });
  expect(Object.values(again.inserted).every((n) => n === 0)).toBe(true);
  expect(await seedDemoOperator(t.db, {})).toBe('present');
});
