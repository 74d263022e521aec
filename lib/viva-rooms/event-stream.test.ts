import type { AddressInfo } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { addPracticeBank } from '@/test/practice-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { readServerSentEvents } from '@/test/server-sent-events';
import { addSubscription } from '@/test/video-fixtures';

import { createEmbeddedTransport } from '../calls/embedded-transport';
import { createApiServer } from '../calls/http-api-server';
import { createHttpTransport } from '../calls/http-transport';
import { WHOLE_FILE, type StreamAnswer } from '../calls/stream';
import type { Credentials, Transport } from '../calls/transport';
import { liveSessions, plans, sessionBookings } from '../db/schema';
import { liveSessionCalls } from '../live-sessions/calls';
import { vivaRoomCalls } from './calls';
import { stopListening } from './room-listener';

/*
 * A room's live events as streamed calls (docs/viva-rooms.md, "Live events"): the same through the
 * embedded transport and through the API served as its own tier over HTTP, refused as the room's
 * own call refuses, and ended on the API tier when the reader goes away.
 */

const APP_TOKEN = 'static-app-token';
let t: TestBackend;
let call: ReturnType<typeof caller>;
let server: Server;
let baseUrl: string;
const transports = {} as Record<'embedded' | 'http', Transport>;
/** The API tier's answers, by the address asked, to see when it lets one go. */
const answered: { url: string; response: ServerResponse }[] = [];
let people = 0;
let planId: number;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  await addPracticeBank(t.db, {
    chest: { adult: 10, paediatric: 2, normal: 2 },
    musculoskeletal: { adult: 8, paediatric: 2, normal: 1 },
    abdominal: 2,
    long: 4,
  });
  const [plan] = await t.db
    .insert(plans)
    .values({ name: 'Events Course', slug: 'events-course', price: '99.00', subTitle: '1 Month' })
    .returning();
  planId = plan!.id;
  server = createApiServer(t.backend, { appToken: APP_TOKEN });
  server.prependListener('request', (req, response) =>
    answered.push({ url: req.url ?? '', response }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  transports.http = createHttpTransport({ baseUrl, appToken: APP_TOKEN });
  transports.embedded = createEmbeddedTransport(async () => t.backend);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  stopListening(t.db);
  await t.close();
});

async function person(subscribed = false) {
  const { student, token } = await addStudent(
    t.db,
    `events${++people}@example.test`,
    `Events ${people}`,
  );
  if (subscribed) {
    await addSubscription(t.db, student.id, {
      startOn: new Date('2026-01-01T00:00:00Z'),
      days: 3650,
    });
  }
  return { studentId: student.id, token };
}

type Event = { kind: string; data: Record<string, unknown> };

/** An event stream as the room's screen reads it: its raw text, its events, the next of a kind. */
function reader(answer: StreamAnswer) {
  const events: Event[] = [];
  let text = '';
  let taken = 0;
  const stream = readServerSentEvents(
    answer.body!,
    (event) => {
      if (event.event) events.push({ kind: event.event, data: JSON.parse(event.data) });
    },
    (chunk) => (text += chunk),
  );
  /** The next event of a kind after those taken, within five seconds. */
  async function next(kind: string) {
    for (const until = Date.now() + 5000; Date.now() < until;) {
      const index = events.findIndex((event, place) => place >= taken && event.kind === kind);
      if (index >= 0) {
        taken = index + 1;
        return events[index]!;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${kind} event`);
  }
  return {
    events,
    next,
    text: () => text,
    close: () => stream.cancel().catch(() => {}),
  };
}

const vivaEvents = (via: Transport, roomId: number, credentials: Credentials) =>
  via.stream('vivaRoomEvents', vivaRoomCalls.vivaRoomEvents, { roomId }, WHOLE_FILE, credentials);

/** A room opened by a subscriber and joined by a partner. */
async function vivaRoom() {
  const owner = await person(true);
  const partner = await person();
  const opened = await call('openVivaRoom', { length: 'brief' }, owner.token);
  expect(opened.status).toBe(200);
  const { roomId, inviteUrl } = opened.data as { roomId: number; inviteUrl: string };
  const invite = new URL(inviteUrl, 'http://x').searchParams.get('invite')!;
  expect((await call('joinVivaRoom', { roomId, invite }, partner.token)).status).toBe(200);
  return { owner, partner, roomId };
}

describe.each(['embedded', 'http'] as const)('through the %s transport', (way) => {
  it('carries a viva room’s events to each person, their own signals excepted', async () => {
    const { owner, partner, roomId } = await vivaRoom();
    const ownerAnswer = await vivaEvents(transports[way], roomId, owner);
    const partnerAnswer = await vivaEvents(transports[way], roomId, partner);
    expect(ownerAnswer.status).toBe(200);
    expect(ownerAnswer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(ownerAnswer.headers['cache-control']).toBe('no-store');
    const ofOwner = reader(ownerAnswer);
    const ofPartner = reader(partnerAnswer);
    try {
      await ofOwner.next('open');
      await ofPartner.next('open');
      expect(ofOwner.text()).toMatch(/^retry: 2000\nevent: open\ndata: \{\}\n\n/);

      const pointed = await call(
        'vivaSignal',
        { roomId, kind: 'pointer', data: { x: 0.25, y: 0.75 } },
        owner.token,
      );
      expect(pointed.status).toBe(200);
      expect((await ofPartner.next('pointer')).data).toEqual({ x: 0.25, y: 0.75 });
      await call(
        'vivaSignal',
        { roomId, kind: 'pointer', data: { x: 0.5, y: 0.5 } },
        partner.token,
      );
      expect((await ofOwner.next('pointer')).data).toEqual({ x: 0.5, y: 0.5 });

      // A change of the room reaches both, carrying nothing.
      expect((await call('startVivaRoom', { roomId }, owner.token)).status).toBe(200);
      expect((await ofOwner.next('state')).data).toEqual({});
      expect((await ofPartner.next('state')).data).toEqual({});
      // Neither heard their own pointer.
      expect(ofOwner.events.filter((event) => event.kind === 'pointer')).toHaveLength(1);
      expect(ofPartner.events.filter((event) => event.kind === 'pointer')).toHaveLength(1);
    } finally {
      await ofOwner.close();
      await ofPartner.close();
    }
  });

  it('refuses a viva room’s events as the room refuses anyone else', async () => {
    const { roomId } = await vivaRoom();
    const third = await person(true);
    expect((await vivaEvents(transports[way], roomId, third)).status).toBe(404);
    // A token that names no one: the room's own call's answer to a session that has ended.
    const ended = await vivaEvents(transports[way], roomId, { studentId: 1, token: 'gone' });
    expect(ended.status).toBe(403);
    expect((await vivaEvents(transports[way], roomId, null)).status).toBe(403);
  });
});

const ukDate = (days: number) =>
  zonedDateTime(new Date(Date.now() + days * 86_400_000), 'Europe/London').date;

/** A live session two days away, led by `lead`, with its booked students. */
async function liveSession(lead: number, bookings: number) {
  const n = ++people;
  const [session] = await t.db
    .insert(liveSessions)
    .values({
      title: `Events Viva ${n}`,
      slug: `events-viva-${n}`,
      date: ukDate(2),
      fromTime: '18:00',
      toTime: '19:00',
      planId,
      meetingLink: 'https://meet.example.com/events',
      leadOperatorId: lead,
    })
    .returning();
  const booked = [];
  for (let i = 0; i < bookings; i++) {
    const student = await person();
    await t.db.insert(sessionBookings).values({
      sessionId: session!.id,
      studentId: student.studentId,
      date: session!.date,
      fromTime: session!.fromTime,
      toTime: session!.toTime,
      startsAt: session!.startsAt,
      endsAt: session!.endsAt,
    });
    booked.push(student);
  }
  return { sessionId: session!.id, booked };
}

it('carries a live session’s room’s events to its booked students and to those who run it over HTTP', async () => {
  const consultant = await addOperator(t.db, 'events.consultant@example.com', 'faculty');
  const other = await addOperator(t.db, 'events.other@example.com', 'faculty');
  const editor = await addOperator(t.db, 'events.editor@example.com', 'editor');
  const { sessionId, booked } = await liveSession(consultant.operator.id, 2);
  const hot = booked[0]!;
  const watching = booked[1]!;
  const asStudent = (credentials: Credentials) =>
    transports.http.stream(
      'sessionRoomEvents',
      liveSessionCalls.sessionRoomEvents,
      { sessionId },
      WHOLE_FILE,
      credentials,
    );
  const asOperator = (operatorToken: string) =>
    transports.http.stream(
      'consoleSessionRoomEvents',
      liveSessionCalls.consoleSessionRoomEvents,
      { sessionId },
      WHOLE_FILE,
      { operatorToken },
    );

  // Before the room opens, as `sessionRoom` and `consoleSessionRoom` answer: 409.
  expect((await asStudent(hot)).status).toBe(409);
  expect((await asOperator(consultant.token)).status).toBe(409);
  const opened = await call('openSessionRoom', { sessionId }, consultant.token);
  expect(opened.status).toBe(200);

  // Only booked students, and only those who run this session.
  expect((await asStudent(await person())).status).toBe(404);
  expect((await asOperator(other.token)).status).toBe(404);
  const refused = await asOperator(editor.token);
  expect(refused.status).toBe(403);
  expect(await new Response(refused.body).text()).toBe('Your role does not allow this.');
  expect((await asOperator('not-a-session')).status).toBe(401);

  const ofConsultant = reader(await asOperator(consultant.token));
  const ofWatching = reader(await asStudent(watching));
  try {
    await ofConsultant.next('open');
    await ofWatching.next('open');
    expect((await call('raiseSessionHand', { sessionId, raised: true }, hot.token)).status).toBe(
      200,
    );
    await ofConsultant.next('state');
    await ofWatching.next('state');
    const seated = await call(
      'giveSessionSeat',
      { sessionId, studentId: hot.studentId },
      consultant.token,
    );
    expect(seated.status).toBe(200);
    await ofConsultant.next('state');
    await ofWatching.next('state');
  } finally {
    await ofConsultant.close();
    await ofWatching.close();
  }
});

it('lets the API tier’s stream go when the reader goes away', async () => {
  const { owner, roomId } = await vivaRoom();
  const answer = await vivaEvents(transports.http, roomId, owner);
  const events = reader(answer);
  await events.next('open');
  const { response } = [...answered]
    .reverse()
    .find((one) => one.url.startsWith(`/viva/room/${roomId}/`))!;
  const closed = new Promise<void>((resolve) => response.once('close', resolve));
  expect(response.writableEnded).toBe(false);
  await events.close();
  await closed;
  // The room's events go on for everyone else; the closed stream is not written to.
  const pointed = await call(
    'vivaSignal',
    { roomId, kind: 'pointer', data: { x: 0.1, y: 0.1 } },
    owner.token,
  );
  expect(pointed.status).toBe(200);
});

it('answers 404 on the API tier for an address that names no room', async () => {
  const answer = await fetch(`${baseUrl}/viva/room/not-a-room/events`, {
    headers: { Token: APP_TOKEN, 'x-token': 'null' },
  });
  expect(answer.status).toBe(404);
});
