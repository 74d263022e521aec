import { and, eq } from 'drizzle-orm';

import { createBackend } from '@/lib/calls/backend';
import { platformTables } from '@/lib/platform/backend';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, contactMessages } from '../db/schema';
import { contactInboxMessages } from './calls';
import { CONTACT_TEXT_LIMIT } from './texts';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let support: { id: number; token: string };
/** Oldest first: a visitor's, a student's (two lines), another visitor's. */
let ids: { jo: number; asha: number; sam: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const ASHA_MESSAGE = 'Do the live sessions cover paediatrics?\nI sit the 2B in March.';

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  const made = await addOperator(t.db, 'support@example.com', 'support');
  support = { id: made.operator.id, token: made.token };
  await addStudent(t.db, 'asha@example.com', 'Dr Asha Rao');
  const now = Date.now();
  const rows = await t.db
    .insert(contactMessages)
    .values([
      {
        email: 'jo@example.com',
        message: 'Is there a group price?',
        createdAt: new Date(now - 3 * DAY_MS),
      },
      { email: 'asha@example.com', message: ASHA_MESSAGE, createdAt: new Date(now - 2 * DAY_MS) },
      {
        email: 'sam@example.com',
        message: 'Can I pay in euros?',
        createdAt: new Date(now - DAY_MS),
      },
    ])
    .returning({ id: contactMessages.id });
  ids = { jo: rows[0]!.id, asha: rows[1]!.id, sam: rows[2]!.id };
});
afterAll(async () => {
  await t.close();
});

const stored = async (id: number) =>
  (await t.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;
const auditFor = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'contact_message'), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);
const listed = async (input: Record<string, unknown>) =>
  (await call('listContactMessages', input, support.token)).data as {
    list: { contactId: number; [field: string]: unknown }[];
    total: number;
  };

it('lists the open messages newest first, naming the students among the senders', async () => {
  const answer = await call('listContactMessages', {}, support.token);
  expect(answer).toMatchObject({ status: 200, message: contactInboxMessages.listed });
  const { list, total } = answer.data as Awaited<ReturnType<typeof listed>>;
  expect(total).toBe(3);
  expect(list.map((item) => item.contactId)).toEqual([ids.sam, ids.asha, ids.jo]);
  expect(list[1]).toEqual({
    contactId: ids.asha,
    email: 'asha@example.com',
    studentName: 'Dr Asha Rao',
    message: ASHA_MESSAGE,
    created: expect.any(String),
    handled: false,
    handledAt: null,
    handledBy: null,
    reply: null,
    repliedAt: null,
  });
  expect(list[0]).toMatchObject({ email: 'sam@example.com', studentName: null });
});

it('pages the list with its total', async () => {
  const first = await listed({ state: 'all', limit: 2 });
  expect(first.total).toBe(3);
  expect(first.list.map((item) => item.contactId)).toEqual([ids.sam, ids.asha]);
  const second = await listed({ state: 'all', limit: 2, offset: 2 });
  expect(second).toMatchObject({ total: 3, list: [{ contactId: ids.jo }] });
  expect((await listed({ state: 'all', limit: 2, offset: 4 })).list).toEqual([]);
});

it('marks a message handled and reopens it, each audited once with before and after', async () => {
  expect(
    await call('markContactHandled', { contactId: ids.jo, handled: true }, support.token),
  ).toMatchObject({
    status: 200,
    message: contactInboxMessages.handled,
    data: { contactId: ids.jo, handled: true },
  });
  // Deciding what was decided changes nothing and logs nothing.
  const handledAt = (await stored(ids.jo)).handledAt;
  expect(
    (await call('markContactHandled', { contactId: ids.jo, handled: true }, support.token)).status,
  ).toBe(200);
  expect((await stored(ids.jo)).handledAt).toEqual(handledAt);

  expect(await listed({ state: 'handled' })).toMatchObject({
    total: 1,
    list: [
      {
        contactId: ids.jo,
        handled: true,
        handledAt: expect.any(String),
        handledBy: 'support@example.com',
      },
    ],
  });
  expect((await listed({ state: 'open' })).list.map((item) => item.contactId)).toEqual([
    ids.sam,
    ids.asha,
  ]);
  expect((await listed({ state: 'all' })).total).toBe(3);

  expect(
    await call('markContactHandled', { contactId: ids.jo, handled: false }, support.token),
  ).toMatchObject({ status: 200, message: contactInboxMessages.reopened });
  await call('markContactHandled', { contactId: ids.jo, handled: false }, support.token);
  expect(await stored(ids.jo)).toMatchObject({ handledAt: null, handledBy: null });

  const entries = await auditFor(ids.jo);
  expect(entries).toHaveLength(2);
  expect(entries[0]).toMatchObject({
    actor: 'support@example.com',
    operatorId: support.id,
    action: 'contact.handled',
    before: { handledAt: null, handledBy: null },
    after: { handledAt: expect.any(String), handledBy: support.id },
  });
  expect(entries[1]).toMatchObject({
    action: 'contact.reopened',
    before: { handledBy: support.id },
    after: { handledAt: null, handledBy: null },
  });
});

it('mails a reply with the message quoted, then records it and marks the message handled', async () => {
  const sent = t.mail.length;
  expect(
    await call(
      'replyToContact',
      { contactId: ids.asha, reply: '  Yes: paediatrics is every third week.  ' },
      support.token,
    ),
  ).toMatchObject({ status: 200, message: 'Reply sent to asha@example.com.' });
  expect(t.mail).toHaveLength(sent + 1);
  const mail = t.mail.at(-1)!;
  expect(mail).toMatchObject({
    to: 'asha@example.com',
    replyTo: 'enquiry@frcrviva.co.uk',
    subject: 'Re: your message to FRCR Viva',
  });
  expect(mail.text).toMatch(/^Hello Dr Asha Rao,\n\nYes: paediatrics is every third week\.\n/);
  expect(mail.text).toMatch(
    /you wrote:\n> Do the live sessions cover paediatrics\?\n> I sit the 2B in March\.$/,
  );

  const row = await stored(ids.asha);
  expect(row).toMatchObject({
    reply: 'Yes: paediatrics is every third week.',
    handledBy: support.id,
  });
  expect(row.repliedAt).toBeInstanceOf(Date);
  expect(row.handledAt).toEqual(row.repliedAt);
  expect(await listed({ state: 'handled' })).toMatchObject({
    total: 1,
    list: [
      {
        contactId: ids.asha,
        reply: 'Yes: paediatrics is every third week.',
        repliedAt: row.repliedAt!.toISOString(),
        handledBy: 'support@example.com',
      },
    ],
  });

  // A follow-up replaces the stored reply; the message stays handled as it was.
  const owner = await addOperator(t.db, 'owner@example.com', 'owner');
  expect(
    (
      await call(
        'replyToContact',
        { contactId: ids.asha, reply: 'And the recordings stay up for a month.' },
        owner.token,
      )
    ).status,
  ).toBe(200);
  expect(t.mail).toHaveLength(sent + 2);
  expect(await stored(ids.asha)).toMatchObject({
    reply: 'And the recordings stay up for a month.',
    handledAt: row.handledAt,
    handledBy: support.id,
  });
  const entries = await auditFor(ids.asha);
  expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
    ['contact.replied', 'support@example.com'],
    ['contact.replied', 'owner@example.com'],
  ]);
  expect(entries[0]).toMatchObject({
    before: { reply: null, repliedAt: null, handledAt: null },
    after: { reply: 'Yes: paediatrics is every third week.', handledBy: support.id },
  });
  expect(entries[1]).toMatchObject({
    before: { reply: 'Yes: paediatrics is every third week.' },
    after: { reply: 'And the recordings stay up for a month.' },
  });
});

it('records nothing when the reply cannot be mailed, and tells the operator', async () => {
  const down = createBackend(
    {
      ...t.backend.deps,
      mailer: {
        send: async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        },
      },
    },
    platformTables,
  );
  const before = await stored(ids.sam);
  const answer = await down.handle('replyToContact', {
    token: support.token,
    input: { contactId: ids.sam, reply: 'We take GBP only, by card or PayPal.' },
  });
  expect(answer).toMatchObject({
    status: 502,
    code: 'bad_gateway',
    message: 'The reply could not be sent. Please try again.',
  });
  expect(await stored(ids.sam)).toEqual(before);
  expect(before).toMatchObject({ reply: null, handledAt: null });
  expect(await auditFor(ids.sam)).toEqual([]);
});

it('lets owners and support into the inbox, and refuses editors, students and visitors', async () => {
  const owner = await addOperator(t.db, 'owner-reader@example.com', 'owner');
  expect((await call('listContactMessages', {}, owner.token)).status).toBe(200);

  const editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  const student = (await addStudent(t.db, 'nosy@example.com')).token;
  const sent = t.mail.length;
  for (const token of [editor, student, null]) {
    const refusals = [
      await call('listContactMessages', {}, token),
      await call('markContactHandled', { contactId: ids.sam, handled: true }, token),
      await call('replyToContact', { contactId: ids.sam, reply: 'Hello' }, token),
    ];
    for (const answer of refusals) expect(answer.status).toBe(403);
    if (token === editor) {
      for (const answer of refusals) expect(answer).toMatchObject({ code: 'role_refused' });
    }
  }
  expect(t.mail).toHaveLength(sent);
  expect(await stored(ids.sam)).toMatchObject({ handledAt: null, reply: null });
  expect(await auditFor(ids.sam)).toEqual([]);
});

it('answers 404 for a message that does not exist and 422 for malformed input, changing nothing', async () => {
  const sent = t.mail.length;
  const before = await stored(ids.sam);
  expect(
    await call('markContactHandled', { contactId: 999_999, handled: true }, support.token),
  ).toMatchObject({ status: 404, message: contactInboxMessages.notFound });
  expect(
    await call('replyToContact', { contactId: 999_999, reply: 'Hello' }, support.token),
  ).toMatchObject({ status: 404, message: contactInboxMessages.notFound });
  for (const [name, input, message] of [
    ['replyToContact', { contactId: ids.sam, reply: ' \n ' }, contactInboxMessages.replyRequired],
    [
      'replyToContact',
      { contactId: ids.sam, reply: 'x'.repeat(CONTACT_TEXT_LIMIT + 1) },
      contactInboxMessages.replyTooLong,
    ],
    ['replyToContact', { contactId: ids.sam }, contactInboxMessages.replyRequired],
    ['markContactHandled', { contactId: ids.sam, handled: 'yes' }, contactInboxMessages.sayHandled],
    ['markContactHandled', { contactId: 2 ** 31, handled: true }, 'A valid id is required'],
    ['listContactMessages', { state: 'closed' }, contactInboxMessages.chooseState],
  ] as const) {
    expect(await call(name, input, support.token)).toMatchObject({ status: 422, message });
  }
  expect(t.mail).toHaveLength(sent);
  expect(await stored(ids.sam)).toEqual(before);
});
