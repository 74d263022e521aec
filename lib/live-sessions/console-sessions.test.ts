import { eq } from 'drizzle-orm';

import { calls } from '@/lib/platform/calls';
import { type DataOf } from '@/lib/calls/define-call';
import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';
import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, liveSessions, plans, purchases, sessionBookings } from '../db/schema';
import { changedMailSubject, cancelledMailSubject } from './session-mail';
import { consoleSessionMessages, sessionMessages } from './texts';
import type { liveSessionCalls } from './calls';

/*
 * The console's live sessions on in-memory PGlite (and PostgreSQL with TEST_DATABASE_URL): who
 * booked, a new time or link told to them with their calendar entry updated, and cancellation.
 */

const DAY = 86_400_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let editor: string;
let support: string;
let coursePlanId: number;
let singlePlanId: number;
let counter = 0;

const ukDate = (days: number) =>
  zonedDateTime(new Date(Date.now() + days * DAY), 'Europe/London').date;

async function addSession(date: string, fromTime: string, toTime: string, extra = {}) {
  const n = ++counter;
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      title: `Console Viva ${n}`,
      slug: `console-viva-${n}`,
      date,
      fromTime,
      toTime,
      planId: coursePlanId,
      ...extra,
    })
    .returning();
  return row!;
}

async function addMember(plan: 'course' | 'single' = 'course') {
  const n = ++counter;
  const { student, token } = await addStudent(t.db, `member${n}@example.test`, `Member ${n}`);
  await t.db.insert(purchases).values({
    studentId: student.id,
    planId: plan === 'course' ? coursePlanId : singlePlanId,
    transactionId: `CTX-${n}`,
    transactionType: 'Demo',
    amount: '10.00',
    startOn: new Date(Date.now() - DAY),
    expiresOn: plan === 'course' ? new Date(Date.now() + 180 * DAY) : null,
  });
  return { studentId: student.id, token, email: student.email };
}

const book = async (token: string, sessionId: number) =>
  expect((await call('bookSession', { sessionId }, token)).status).toBe(200);

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  const [course, single] = await t.db
    .insert(plans)
    .values([
      { name: 'Marathon Course', slug: 'marathon', price: '349.00', subTitle: '6 Months' },
      { name: 'Single Session', slug: 'single', price: '45.00', subTitle: 'Single Session' },
    ])
    .returning();
  coursePlanId = course!.id;
  singlePlanId = single!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.mail.length = 0;
});

it('lists sessions with their bookings, and who booked one with what admitted them', async () => {
  const session = await addSession(ukDate(3), '18:00', '19:00', { capacity: 5 });
  const course = await addMember('course');
  const single = await addMember('single');
  await book(course.token, session.id);
  await book(single.token, session.id);

  const listed = await call('listSessionsForConsole', { state: 'upcoming' }, support);
  expect(listed.status).toBe(200);
  expect(
    (listed.data as DataOf<typeof liveSessionCalls.listSessionsForConsole>).list,
  ).toContainEqual(
    expect.objectContaining({
      sessionId: session.id,
      booked: 2,
      capacity: 5,
      plan: 'Marathon Course',
      from: '18:00',
      meetingLink: null,
      cancelled: false,
    }),
  );
  const past = await call('listSessionsForConsole', { state: 'past' }, support);
  expect(
    (past.data as DataOf<typeof liveSessionCalls.listSessionsForConsole>).list.map(
      (s) => s.sessionId,
    ),
  ).not.toContain(session.id);

  const booked = await call('consoleSessionAttendees', { sessionId: session.id }, support);
  expect(
    (booked.data as DataOf<typeof liveSessionCalls.consoleSessionAttendees>).attendees,
  ).toEqual([
    expect.objectContaining({ email: course.email, admittedBy: 'course' }),
    expect.objectContaining({ email: single.email, admittedBy: 'single session' }),
  ]);
  for (const name of ['consoleSessionDetails', 'consoleSessionAttendees'] as const) {
    expect(await call(name, { sessionId: 999_999 }, support)).toMatchObject({
      status: 404,
      message: sessionMessages.notFound,
    });
  }
  // An editor reads the session and how many booked it, not who: people's details.
  const asEditor = await call('consoleSessionDetails', { sessionId: session.id }, editor);
  expect(asEditor).toMatchObject({ status: 200, data: { session: { booked: 2 } } });
  expect(JSON.stringify(asEditor)).not.toContain('@example.test');
  expect(await call('consoleSessionAttendees', { sessionId: session.id }, editor)).toMatchObject({
    status: 403,
    code: 'role_refused',
  });
});

it('shows the meeting link to booked students only, and mails them the change', async () => {
  const session = await addSession(ukDate(4), '18:00', '19:00');
  const booked = await addMember();
  const other = await addMember();
  await book(booked.token, session.id);
  t.mail.length = 0;

  const link = 'https://meet.example.com/viva-room';
  const saved = await call(
    'updateSessionSchedule',
    { sessionId: session.id, date: session.date, from: '18:00', to: '19:00', meetingLink: link },
    editor,
  );
  expect(saved).toMatchObject({
    status: 200,
    data: { sessionId: session.id, notified: 1 },
    message: consoleSessionMessages.updated(1),
  });
  expect(t.mail).toHaveLength(1);
  const [mail] = t.mail;
  expect(mail!.to).toBe(booked.email);
  expect(mail!.subject).toBe(changedMailSubject(session.title));
  expect(mail!.text).toContain(`Join: ${link}`);
  expect(mail!.icalEvent?.content).toContain(`LOCATION:${link}`);
  expect(mail!.icalEvent?.content).toContain('SEQUENCE:1');
  expect(mail!.icalEvent?.content).toContain(
    `UID:session-${session.id}-student-${booked.studentId}@`,
  );

  const asBooked = await call('sessionDetails', { sessionId: session.id }, booked.token);
  expect(asBooked.data).toMatchObject({ meetingLink: link, calendarSequence: 1 });
  const asOther = await call('sessionDetails', { sessionId: session.id }, other.token);
  expect((asOther.data as DataOf<typeof liveSessionCalls.sessionDetails>).meetingLink).toBeNull();
  const asVisitor = await call('sessionDetails', { sessionId: session.id });
  expect((asVisitor.data as DataOf<typeof liveSessionCalls.sessionDetails>).meetingLink).toBeNull();

  // The same values again change nothing: no mail, no audit entry, no new SEQUENCE.
  t.mail.length = 0;
  expect(
    await call(
      'updateSessionSchedule',
      { sessionId: session.id, date: session.date, from: '18:00', to: '19:00', meetingLink: link },
      editor,
    ),
  ).toMatchObject({ status: 200, message: consoleSessionMessages.unchanged });
  expect(t.mail).toHaveLength(0);
  const audit = (
    await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'live_session'))
  ).filter((row) => row.targetId === String(session.id));
  expect(audit.filter((row) => row.action === 'session.updated')).toHaveLength(1);
  expect(audit[0]).toMatchObject({
    actor: 'editor@example.com',
    before: { meetingLink: null, calendarSequence: 0 },
    after: { meetingLink: link, calendarSequence: 1 },
  });
});

describe('a meeting link', () => {
  const INJECTED = 'ATTENDEE;CN=Mallory:mailto:mallory@example.com';
  /** Every line of a calendar file: RFC 5545 ends lines with CRLF, and some readers end at a bare CR or LF. */
  const calendarLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split(/\r\n|\r|\n/);

  it('is refused with control characters in it, and nothing changes', async () => {
    const session = await addSession(ukDate(10), '18:00', '19:00');
    const member = await addMember();
    await book(member.token, session.id);
    t.mail.length = 0;
    const base = { sessionId: session.id, date: session.date, from: '18:00', to: '19:00' };
    for (const meetingLink of [
      `https://meet.example.com/room\r\n${INJECTED}`,
      `https://meet.example.com/room\r${INJECTED}`,
      `https://meet.example.com/room\n${INJECTED}`,
      'https://meet.example.com/ro\tom',
      'https://meet.example.com/room\u0000',
      'https://meet.example.com/room\u0007',
      'https://meet.example.com/room\u0085',
      'https://meet.example.com/room\u2028x',
    ]) {
      expect(await call('updateSessionSchedule', { ...base, meetingLink }, editor)).toMatchObject({
        status: 422,
        message: 'The meeting link cannot contain control characters or line breaks',
      });
    }
    const created = await call(
      'createLiveSession',
      {
        title: 'Injected',
        planId: coursePlanId,
        date: ukDate(11),
        from: '18:00',
        to: '19:00',
        meetingLink: `https://meet.example.com/room\r\n${INJECTED}`,
      },
      editor,
    );
    expect(created).toMatchObject({ status: 422 });
    const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
    expect(row).toMatchObject({ meetingLink: null, calendarSequence: 0 });
    expect(t.mail).toHaveLength(0);
  });

  it('is stored as the URL parser writes it, so quotes and brackets stay inside the address', async () => {
    const session = await addSession(ukDate(12), '18:00', '19:00');
    const member = await addMember();
    await book(member.token, session.id);
    t.mail.length = 0;
    const base = { sessionId: session.id, date: session.date, from: '18:00', to: '19:00' };
    const typed = 'https://MEET.example.com/room"onmouseover="alert(1)" <b>x</b>';
    const stored = 'https://meet.example.com/room%22onmouseover=%22alert(1)%22%20%3Cb%3Ex%3C/b%3E';
    expect(
      await call('updateSessionSchedule', { ...base, meetingLink: typed }, editor),
    ).toMatchObject({ status: 200, data: { notified: 1 } });
    const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
    expect(row!.meetingLink).toBe(stored);
    const asBooked = await call('sessionDetails', { sessionId: session.id }, member.token);
    expect((asBooked.data as DataOf<typeof liveSessionCalls.sessionDetails>).meetingLink).toBe(
      stored,
    );
    const [mail] = t.mail;
    expect(mail!.text).toContain(`Join: ${stored}`);
    expect(calendarLines(mail!.icalEvent!.content)).toContain(`LOCATION:${stored}`);

    // A good link is kept as it was typed, and saving it again changes nothing.
    const good = 'https://meet.jit.si/frcr-viva-chest-night?pwd=a1b2';
    await call('updateSessionSchedule', { ...base, meetingLink: good }, editor);
    expect(
      (await call('sessionDetails', { sessionId: session.id }, member.token)).data,
    ).toMatchObject({ meetingLink: good });
    t.mail.length = 0;
    expect(
      await call('updateSessionSchedule', { ...base, meetingLink: good }, editor),
    ).toMatchObject({ status: 200, message: consoleSessionMessages.unchanged });
    expect(t.mail).toHaveLength(0);
  });

  it('stored as typed before the console refused it, reaches no page, mail or calendar as typed', async () => {
    const typed = `https://meet.example.com/room"\r${INJECTED}\r\nX-Y:"<i>`;
    const session = await addSession(ukDate(13), '18:00', '19:00', { meetingLink: typed });
    const member = await addMember();
    t.mail.length = 0;
    await book(member.token, session.id);

    const shown = (await call('sessionDetails', { sessionId: session.id }, member.token))
      .data as DataOf<typeof liveSessionCalls.sessionDetails>;
    const inConsole = (await call('consoleSessionDetails', { sessionId: session.id }, support))
      .data as DataOf<typeof liveSessionCalls.consoleSessionDetails>;
    const [mail] = t.mail;
    // The URL parser drops tabs and line breaks and percent-encodes the rest.
    const read =
      'https://meet.example.com/room%22ATTENDEE;CN=Mallory:mailto:mallory@example.comX-Y:%22%3Ci%3E';
    expect(shown.meetingLink).toBe(read);
    expect(inConsole.session.meetingLink).toBe(read);
    const lines = calendarLines(mail!.icalEvent!.content);
    expect(lines.some((line) => line.startsWith('ATTENDEE;CN=Mallory'))).toBe(false);
    expect(lines.some((line) => line.startsWith('X-Y:'))).toBe(false);
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(calendarLines(mail!.icalEvent!.content)).toContain(
      `LOCATION:${read.replace(/;/g, '\\;')}`,
    );
    expect(mail!.text).toContain(`\nJoin: ${read}\n`);
  });
});

it('moves a session and its bookings together, and refuses a move onto another booking', async () => {
  const session = await addSession(ukDate(5), '18:00', '19:00');
  const elsewhere = await addSession(ukDate(6), '18:00', '19:00');
  const member = await addMember();
  await book(member.token, session.id);
  await book(member.token, elsewhere.id);
  t.mail.length = 0;

  const moved = await call(
    'updateSessionSchedule',
    { sessionId: session.id, date: ukDate(5), from: '20:00', to: '21:30', meetingLink: '' },
    editor,
  );
  expect(moved).toMatchObject({ status: 200, data: { notified: 1 } });
  const [booking] = await t.db
    .select()
    .from(sessionBookings)
    .where(eq(sessionBookings.sessionId, session.id));
  const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
  expect(booking!.fromTime).toBe('20:00:00');
  expect(booking!.startsAt.toISOString()).toBe(row!.startsAt.toISOString());
  expect(booking!.endsAt.toISOString()).toBe(row!.endsAt.toISOString());
  expect(t.mail[0]!.text).toContain('8:00 PM – 9:30 PM');

  // Onto the other session the student booked: refused whole, nothing moved, nobody told.
  t.mail.length = 0;
  const clash = await call(
    'updateSessionSchedule',
    { sessionId: session.id, date: ukDate(6), from: '18:30', to: '19:30', meetingLink: '' },
    editor,
  );
  expect(clash).toMatchObject({ status: 409, message: consoleSessionMessages.overlapsBooking });
  const [still] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
  expect(still).toMatchObject({ date: ukDate(5), fromTime: '20:00:00' });
  expect(t.mail).toHaveLength(0);
});

it('refuses bad schedules with a message and changes nothing', async () => {
  const session = await addSession(ukDate(8), '18:00', '19:00');
  const base = { sessionId: session.id, date: ukDate(8), from: '18:00', to: '19:00' };
  for (const [input, message] of [
    [
      { ...base, meetingLink: 'http://meet.example.com/x' },
      'The meeting link must be an https:// address',
    ],
    [
      { ...base, meetingLink: 'javascript:alert(1)' },
      'The meeting link must be an https:// address',
    ],
    [{ ...base, meetingLink: '', to: '17:00' }, 'The end must be after the start'],
    [{ ...base, meetingLink: '', date: '2027-02-30' }, 'Dates must be YYYY-MM-DD'],
    [{ ...base, meetingLink: '', from: '25:00' }, 'Times must be HH:MM'],
  ] as const) {
    expect(await call('updateSessionSchedule', input, editor)).toMatchObject({
      status: 422,
      message,
    });
  }
  const yesterday = { ...base, date: ukDate(-1), meetingLink: '' };
  expect(await call('updateSessionSchedule', yesterday, editor)).toMatchObject({
    status: 409,
    message: consoleSessionMessages.notInPast,
  });
  const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
  expect(row).toMatchObject({ date: ukDate(8), calendarSequence: 0, meetingLink: null });
  // Support reads sessions but does not change them.
  expect(await call('updateSessionSchedule', { ...base, meetingLink: '' }, support)).toMatchObject({
    status: 403,
  });
  expect(await call('cancelLiveSession', { sessionId: session.id }, support)).toMatchObject({
    status: 403,
  });
});

it('cancels a session: bookings released, the Single Session usable again, everyone told', async () => {
  const session = await addSession(ukDate(9), '18:00', '19:00');
  const single = await addMember('single');
  const course = await addMember('course');
  await book(single.token, session.id);
  await book(course.token, session.id);
  t.mail.length = 0;

  const cancelled = await call('cancelLiveSession', { sessionId: session.id }, editor);
  expect(cancelled).toMatchObject({ status: 200, data: { notified: 2 } });
  expect(t.mail.map((mail) => mail.to).sort()).toEqual([single.email, course.email].sort());
  expect(t.mail[0]!.subject).toBe(cancelledMailSubject(session.title));
  expect(t.mail[0]!.icalEvent?.method).toBe('CANCEL');
  expect(t.mail[0]!.icalEvent?.content).toContain('STATUS:CANCELLED');
  expect(t.mail[0]!.icalEvent?.content).toContain('SEQUENCE:1');
  expect(
    await t.db.select().from(sessionBookings).where(eq(sessionBookings.sessionId, session.id)),
  ).toHaveLength(0);

  // Gone from the list, refused for booking, and the Single Session books another session.
  const listed = await call('listSessions', { limit: 50, offset: 0 });
  expect(
    (listed.data as DataOf<typeof liveSessionCalls.listSessions>).lists.map((s) => s.sessionId),
  ).not.toContain(session.id);
  expect(await call('bookSession', { sessionId: session.id }, course.token)).toMatchObject({
    status: 409,
    message: sessionMessages.cancelled,
  });
  const another = await addSession(ukDate(10), '18:00', '19:00');
  await book(single.token, another.id);

  // Again: nothing more happens.
  t.mail.length = 0;
  expect(await call('cancelLiveSession', { sessionId: session.id }, editor)).toMatchObject({
    status: 200,
    message: consoleSessionMessages.alreadyCancelled,
  });
  expect(t.mail).toHaveLength(0);
  expect(
    await call(
      'updateSessionSchedule',
      { sessionId: session.id, date: ukDate(9), from: '18:00', to: '19:00', meetingLink: '' },
      editor,
    ),
  ).toMatchObject({ status: 409, message: consoleSessionMessages.cancelledCannotChange });
  // Nor is it taken off the timetable's drafts or published again: one rule for every change.
  for (const published of [false, true]) {
    expect(
      await call('publishLiveSession', { sessionId: session.id, published }, editor),
    ).toMatchObject({ status: 409, message: consoleSessionMessages.cancelledCannotChange });
  }
  const [kept] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
  expect(kept!.publishedAt).not.toBeNull();
  const actions = (
    await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'live_session'))
  )
    .filter((row) => row.targetId === String(session.id))
    .map((row) => row.action);
  expect(actions).not.toContain('session.unpublished');
});

it('makes the public session pages stale when a session changes', () => {
  expect(calls.updateSessionSchedule.invalidates).toEqual([CONTENT_CACHE_TAGS.sessions]);
  expect(calls.cancelLiveSession.invalidates).toEqual([CONTENT_CACHE_TAGS.sessions]);
});

describe('a new session', () => {
  const input = () => ({
    title: 'Breast Imaging Viva',
    description: 'Mammography and ultrasound cases.',
    planId: coursePlanId,
    capacity: '2',
    date: ukDate(12),
    from: '18:00',
    to: '19:00',
    meetingLink: '',
  });
  const ids = (lists: { sessionId: number }[]) => lists.map((session) => session.sessionId);

  it('is a draft nobody outside the console sees until it is published', async () => {
    const created = await call('createLiveSession', input(), editor);
    expect(created).toMatchObject({ status: 200, message: consoleSessionMessages.created });
    const { sessionId } = created.data as DataOf<typeof liveSessionCalls.createLiveSession>;
    const member = await addMember();

    const hidden = async () => {
      const listed = await call('listSessions', { limit: 50, offset: 0 });
      expect(
        ids((listed.data as DataOf<typeof liveSessionCalls.listSessions>).lists),
      ).not.toContain(sessionId);
      expect(await call('sessionDetails', { sessionId }, member.token)).toMatchObject({
        status: 404,
      });
      expect(await call('bookSession', { sessionId }, member.token)).toMatchObject({
        status: 404,
      });
      const sitemap = await call('sessionSitemap', {});
      expect(
        ids((sitemap.data as DataOf<typeof liveSessionCalls.sessionSitemap>).lists),
      ).not.toContain(sessionId);
    };
    await hidden();
    const inConsole = await call('consoleSessionDetails', { sessionId }, support);
    expect(
      (inConsole.data as DataOf<typeof liveSessionCalls.consoleSessionDetails>).session,
    ).toMatchObject({
      title: 'Breast Imaging Viva',
      capacity: 2,
      published: false,
    });

    expect(await call('publishLiveSession', { sessionId, published: true }, editor)).toMatchObject({
      status: 200,
      message: consoleSessionMessages.published,
    });
    const listed = await call('listSessions', { limit: 50, offset: 0 });
    expect(ids((listed.data as DataOf<typeof liveSessionCalls.listSessions>).lists)).toContain(
      sessionId,
    );
    await book(member.token, sessionId);

    // Booked, it stays published; unbooked sessions go back to draft.
    expect(await call('publishLiveSession', { sessionId, published: false }, editor)).toMatchObject(
      { status: 409, message: consoleSessionMessages.bookedStaysPublished },
    );
    const other = (await call('createLiveSession', { ...input(), date: ukDate(13) }, editor))
      .data as DataOf<typeof liveSessionCalls.createLiveSession>;
    await call('publishLiveSession', { sessionId: other.sessionId, published: true }, editor);
    expect(
      await call('publishLiveSession', { sessionId: other.sessionId, published: false }, editor),
    ).toMatchObject({ status: 200, message: consoleSessionMessages.unpublished });

    const audit = (
      await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'live_session'))
    ).filter((row) => row.targetId === String(sessionId));
    expect(audit.map((row) => row.action)).toEqual(['session.created', 'session.published']);
  });

  it('takes new words, plan and places, never fewer places than bookings', async () => {
    const { sessionId } = (
      await call('createLiveSession', { ...input(), date: ukDate(14) }, editor)
    ).data as DataOf<typeof liveSessionCalls.createLiveSession>;
    await call('publishLiveSession', { sessionId, published: true }, editor);
    const [first, second] = [await addMember(), await addMember()];
    await book(first.token, sessionId);
    await book(second.token, sessionId);

    const details = {
      sessionId,
      title: 'Breast and Women’s Imaging Viva',
      description: '',
      planId: singlePlanId,
      capacity: '',
    };
    expect(await call('updateSessionDetails', details, editor)).toMatchObject({ status: 200 });
    const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
    expect(row).toMatchObject({
      title: 'Breast and Women’s Imaging Viva',
      planId: singlePlanId,
      capacity: null,
    });
    expect(await call('updateSessionDetails', { ...details, capacity: 1 }, editor)).toMatchObject({
      status: 409,
      message: consoleSessionMessages.belowBookings(2),
    });
  });

  it('refuses what is not a session, and support may not make one', async () => {
    for (const [change, message] of [
      [{ title: '  ' }, 'Give the session a title'],
      [{ capacity: '0' }, 'A session has at least one place'],
      [{ capacity: '2.5' }, 'Places must be a whole number'],
      [{ planId: 'x' }, 'Choose the plan whose students may join'],
      [{ to: '17:00' }, 'The end must be after the start'],
    ] as const) {
      expect(await call('createLiveSession', { ...input(), ...change }, editor)).toMatchObject({
        status: 422,
        message,
      });
    }
    expect(await call('createLiveSession', { ...input(), planId: 999_999 }, editor)).toMatchObject({
      status: 404,
      message: consoleSessionMessages.noSuchPlan,
    });
    expect(await call('createLiveSession', { ...input(), date: ukDate(-2) }, editor)).toMatchObject(
      { status: 409, message: consoleSessionMessages.notInPast },
    );
    expect(await call('createLiveSession', input(), support)).toMatchObject({ status: 403 });
  });
});
