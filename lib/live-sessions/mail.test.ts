import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { OpenedDatabase } from '@/lib/db/client';
import { createTestDatabase } from '@/test/test-database';
import { addStudent } from '@/test/fixtures';

import { createBackend, type Backend } from '../calls/backend';
import { platformTables } from '@/lib/platform/backend';
import { liveSessions, plans, purchases } from '../db/schema';
import { allJobs } from '../platform/jobs';
import { runDueJobs } from '../jobs/worker';
import { createMailer } from '../mail/mailer';
import { createDiskStorage } from '../storage/disk-storage';

/** The last Sunday of `month` (1–12) in `year`: a day the UK clocks change. */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

let opened: OpenedDatabase;
let dir: string;
let backend: Backend;

beforeAll(async () => {
  opened = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'frcr-session-mail-'));
  backend = createBackend(
    {
      db: opened.db,
      mailer: createMailer({
        outboxDir: path.join(dir, 'outbox'),
        from: 'FRCR Viva <no-reply@frcrviva.co.uk>',
      }),
      storage: createDiskStorage(path.join(dir, 'uploads')),
      now: () => new Date(),
    },
    platformTables,
  );
});

afterAll(async () => {
  await opened.close();
  await rm(dir, { recursive: true, force: true });
});

it('delivers the booking confirmation, queued with the booking, with the invitation in UTC across the clock change', async () => {
  const year = new Date().getUTCFullYear() + 1;
  const date = lastSunday(year, 3); // BST begins at 01:00 UTC: 18:00 in London is 17:00 UTC
  const { db } = opened;
  const [plan] = await db
    .insert(plans)
    .values({ name: 'Marathon Course', slug: 'm', price: '1.00', subTitle: '6 Months' })
    .returning();
  const [session] = await db
    .insert(liveSessions)
    .values({
      title: 'Clock Change Viva',
      slug: 'clock-change',
      date,
      fromTime: '18:00',
      toTime: '19:00',
      planId: plan.id,
    })
    .returning();
  const { student, token } = await addStudent(db, 'asha@example.com');
  await db.insert(purchases).values({
    studentId: student.id,
    planId: plan.id,
    transactionId: 'T1',
    transactionType: 'Demo',
    amount: '1.00',
    startOn: new Date(Date.now() - 60_000),
    expiresOn: new Date(Date.now() + 800 * 86_400_000),
  });

  const answer = await backend.handle('bookSession', { token, input: { sessionId: session.id } });
  expect(answer.status).toBe(200);
  expect(await readdir(dir)).not.toContain('outbox');
  await runDueJobs(backend.deps, allJobs);

  const [file] = await readdir(path.join(dir, 'outbox'));
  const eml = (await readFile(path.join(dir, 'outbox', file), 'utf8')).replace(/\r\n[ \t]/g, ' ');
  expect(eml).toContain('To: asha@example.com');
  expect(eml).toContain('Subject: Booking confirmed: Clock Change Viva');
  expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  const calendar = eml.match(/Content-Type: text\/calendar[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/);
  expect(calendar).not.toBeNull();
  const part = calendar![1];
  const text = /base64/i.test(eml.slice(calendar!.index!, calendar!.index! + 200))
    ? Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8')
    : part
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const compact = date.replace(/-/g, '');
  expect(text).toContain('METHOD:REQUEST');
  expect(text).toContain(`DTSTART:${compact}T170000Z`);
  expect(text).toContain(`DTEND:${compact}T180000Z`);
  expect(text).toContain(`UID:session-${session.id}-student-${student.id}@`);
});
