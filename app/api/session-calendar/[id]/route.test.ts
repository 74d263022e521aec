import { createEmbeddedTransport, installTransport, type StudentSignIn } from '@/lib/calls/api';
import { liveSessions, plans, purchases } from '@/lib/db/schema';
import { encodeSessionId } from '@/lib/live-sessions/texts';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { GET } from './route';

let signIn: StudentSignIn | null = null;
jest.mock('@/lib/accounts/student-sign-in', () => ({
  getStudentSignIn: async () => signIn,
}));

let t: TestBackend;
let sessionId: number;
let booker: StudentSignIn;
let other: StudentSignIn;

beforeAll(async () => {
  t = await createTestBackend();
  installTransport(createEmbeddedTransport(async () => t.backend));
  const [plan] = await t.db
    .insert(plans)
    .values({ name: 'Marathon Course', slug: 'm', price: '1.00', subTitle: '6 Months' })
    .returning();
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      title: 'Clock Change Viva',
      slug: 'clock-change',
      date: `${new Date().getUTCFullYear() + 1}-10-31`,
      fromTime: '18:00',
      toTime: '19:00',
      planId: plan.id,
    })
    .returning();
  sessionId = row.id;
  const a = await addStudent(t.db, 'booker@example.com');
  const b = await addStudent(t.db, 'other@example.com');
  for (const studentId of [a.student.id, b.student.id]) {
    await t.db.insert(purchases).values({
      studentId,
      planId: plan.id,
      transactionId: `T${studentId}`,
      transactionType: 'Demo',
      amount: '1.00',
      startOn: new Date(Date.now() - 60_000),
      expiresOn: new Date(Date.now() + 900 * 86_400_000),
    });
  }
  booker = { studentId: a.student.id, token: a.token };
  other = { studentId: b.student.id, token: b.token };
  const booked = await t.backend.handle('bookSession', { token: a.token, input: { sessionId } });
  expect(booked.status).toBe(200);
});

afterAll(async () => {
  installTransport(undefined);
  await t.close();
});

const get = (id: string) =>
  GET(new Request(`http://localhost/api/session-calendar/${id}`), {
    params: Promise.resolve({ id }),
  });

it("serves the signed-in student's own booking as an .ics file", async () => {
  signIn = booker;
  const response = await get(encodeSessionId(sessionId));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="frcr-viva-session-${sessionId}.ics"`,
  );
  const ics = (await response.text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('SUMMARY:Clock Change Viva');
  expect(ics).toMatch(/DTSTART:\d{4}1031T180000Z/);
  expect(ics).toContain(`UID:session-${sessionId}-student-${booker.studentId}@`);
});

it('serves nothing to a student who has not booked it, or to a visitor', async () => {
  signIn = other;
  expect((await get(encodeSessionId(sessionId))).status).toBe(404);
  signIn = null;
  expect((await get(encodeSessionId(sessionId))).status).toBe(401);
});

it('answers 404 for an id that is not one', async () => {
  signIn = booker;
  expect((await get('not-an-id')).status).toBe(404);
  expect((await get(encodeSessionId(999_999))).status).toBe(404);
});
