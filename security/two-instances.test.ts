import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { SMTPServer } from 'smtp-server';

import * as schema from '@/lib/db/schema';
import { queueMail } from '@/lib/mail/mail-queue';

import { Browser } from './support/client';
import { startServer, type RunningServer } from './support/server';
import { createServerDatabase, type ServerDatabase } from '@/test/server-database';
import { readServerSentEvents } from '@/test/server-sent-events';

/*
 * Two `next start` processes on one PostgreSQL database and one data directory, as two hosts
 * behind a load balancer: nothing that must be shared is kept in a process. Needs a PostgreSQL
 * server whose role may create databases (TEST_DATABASE_URL; .ci/run starts one).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const describeWithServer = serverUrl ? describe : describe.skip;
if (!serverUrl) console.warn('two-instances: TEST_DATABASE_URL is not set; skipped.');

type RoomEvent = { kind: string; data: Record<string, unknown>; at: number };

/** A viva room's event stream as the room's screen reads it, with the time each event came. */
async function roomEvents(browser: Browser, roomId: number) {
  const abort = new AbortController();
  const response = await fetch(`${browser.baseURL}/api/viva/events/${roomId}`, {
    headers: { cookie: browser.cookie },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const events: RoomEvent[] = [];
  let taken = 0;
  readServerSentEvents(response.body!, (event) => {
    if (event.event) {
      events.push({ kind: event.event, data: JSON.parse(event.data || '{}'), at: Date.now() });
    }
  });
  /** The next event of a kind (after those already taken), within 10 seconds. */
  async function next(
    kind: string,
    match: (data: Record<string, unknown>) => boolean = () => true,
  ) {
    const until = Date.now() + 10_000;
    for (;;) {
      const index = events.findIndex(
        (event, place) => place >= taken && event.kind === kind && match(event.data),
      );
      if (index >= 0) {
        taken = index + 1;
        return events[index]!;
      }
      if (Date.now() > until) throw new Error(`no ${kind} event on ${browser.baseURL}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  // The stream's first event says the instance listens for the room.
  await next('open');
  return { events, next, close: () => abort.abort() };
}

describeWithServer('two instances, one database', () => {
  let a: RunningServer;
  let b: RunningServer;
  let dataDir: string;
  let databaseUrl: string;
  let database: ServerDatabase | undefined;
  const revalidateSecret = randomBytes(24).toString('hex');
  let smtp: SMTPServer;
  const delivered: { from: string; subject: string }[] = [];

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl!, 'frcr_two');
    databaseUrl = database.url;
    dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-two-'));
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          delivered.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
    const env = {
      DATABASE_URL: databaseUrl,
      REVALIDATE_SECRET: revalidateSecret,
      SMTP_URL: smtpUrl,
    };
    // One after the other: the first migrates and seeds the empty database. Each sends from an
    // address of its own, so the mail shows which instance ran its job.
    a = await startServer({ dataDir, env: { ...env, MAIL_FROM: 'a@instances.test' } });
    b = await startServer({
      dataDir,
      env: { ...env, MAIL_FROM: 'b@instances.test' },
    });
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('runs each of 100 queued jobs once, across both instances', async () => {
    const pool = new Pool({ connectionString: databaseUrl });
    try {
      const db = drizzle({ client: pool, schema });
      await db.transaction(async (tx) => {
        for (let n = 0; n < 100; n++) {
          await queueMail(
            tx,
            { to: 'jobs@example.com', subject: `Job ${n}`, text: `Job ${n}` },
            { cause: { exempt: 'measurement' } },
          );
        }
      });
      const ours = () => delivered.filter((mail) => mail.subject.startsWith('Job '));
      const until = Date.now() + 60_000;
      while (ours().length < 100 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // A while longer: a job run twice would show now.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const subjects = ours().map((mail) => mail.subject);
      expect(subjects).toHaveLength(100);
      expect(new Set(subjects).size).toBe(100);
      const { rows } = await pool.query(
        `select state::text, max(retry_count) as retries, count(*)::int as n from pgboss.job
          where name = 'mail' and data->>'to' = 'jobs@example.com' group by state`,
      );
      expect(rows).toEqual([{ state: 'completed', retries: 0, n: 100 }]);
      const byA = ours().filter((mail) => mail.from === 'a@instances.test').length;
      console.info(`two-instances: of 100 jobs, A ran ${byA} and B ${100 - byA}`);
    } finally {
      await pool.end();
    }
  });

  it('holds a limit reached on one instance on the other', async () => {
    const onA = new Browser(a.baseURL);
    const onB = new Browser(b.baseURL);
    const message = { email: 'limits@example.com', message: 'Is there a weekend course?' };
    let accepted = 0;
    for (let i = 0; i < 10 && accepted < 100; i++) {
      const answer = await onA.call('contact', message);
      if (answer.status === 429) break;
      expect(answer.status).toBe(200);
      accepted++;
    }
    expect(accepted).toBeGreaterThan(0);
    const refused = await onB.call('contact', message);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('ends on the other instance a session signed out on one', async () => {
    const onA = new Browser(a.baseURL);
    await onA.signIn('demo@frcrviva.test', 'DemoPass123');
    const copied = new Browser(b.baseURL);
    copied.cookie = onA.cookie;
    expect((await copied.call('getProfile')).status).toBe(200);
    await onA.signOut();
    expect([401, 403]).toContain((await copied.call('getProfile')).status);
  });

  it('lets a booking race across the two instances make one booking', async () => {
    const onA = new Browser(a.baseURL);
    await onA.signIn('subscribed@frcrviva.test', 'DemoPass123');
    const onB = new Browser(b.baseURL);
    onB.cookie = onA.cookie;
    const listed = await onA.call('listStudentSessions', { limit: 50, offset: 0 });
    expect(listed.status).toBe(200);
    type Row = {
      sessionId: number;
      date: string;
      from: string;
      to: string;
      subscription: number;
      isJoined: number;
    };
    const rows = (listed.body?.data as { lists: Row[] }).lists.filter(
      (row) => row.subscription === 1 && row.isJoined === 0,
    );
    // Two sessions of the student's plan whose windows overlap on one day (the demo has them).
    const pair = rows
      .flatMap((first) => rows.map((second) => [first, second] as const))
      .find(
        ([first, second]) =>
          first.sessionId < second.sessionId &&
          first.date === second.date &&
          first.from < second.to &&
          second.from < first.to,
      );
    expect(pair).toBeDefined();
    const [first, second] = pair!;
    const answers = await Promise.all([
      onA.call('bookSession', { sessionId: first.sessionId }),
      onB.call('bookSession', { sessionId: first.sessionId }),
      onA.call('bookSession', { sessionId: second.sessionId }),
      onB.call('bookSession', { sessionId: second.sessionId }),
      onB.call('bookSession', { sessionId: first.sessionId }),
      onA.call('bookSession', { sessionId: second.sessionId }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || (status >= 400 && status < 500))).toBe(
      true,
    );
    const after = await onB.call('listStudentSessions', { limit: 50, offset: 0 });
    const joined = (after.body?.data as { lists: Row[] }).lists.filter(
      (row) => row.isJoined === 1 && [first.sessionId, second.sessionId].includes(row.sessionId),
    );
    expect(joined).toHaveLength(1);
  });

  it('carries a viva room’s events from the candidate on one instance to the examiner on the other', async () => {
    // The candidate (the room's owner) is on A, the examiner (the invited partner) on B.
    const candidate = new Browser(a.baseURL);
    await candidate.signIn('subscribed@frcrviva.test', 'DemoPass123');
    const examiner = new Browser(b.baseURL);
    await examiner.signIn('demo@frcrviva.test', 'DemoPass123');
    const opened = await candidate.call('openVivaRoom', { length: 'brief' });
    expect(opened.status).toBe(200);
    const { roomId, inviteUrl } = opened.body?.data as { roomId: number; inviteUrl: string };
    const invite = new URL(inviteUrl, a.baseURL).searchParams.get('invite');
    expect((await examiner.call('joinVivaRoom', { roomId, invite })).status).toBe(200);

    const onB = await roomEvents(examiner, roomId);
    const onA = await roomEvents(candidate, roomId);
    try {
      // The sitting starts on A: B's stream hears the room changed, and B reads the same room.
      expect((await candidate.call('startVivaRoom', { roomId })).status).toBe(200);
      await onB.next('state');
      const seen = await examiner.call('vivaRoomView', { roomId });
      expect(seen.body?.data).toMatchObject({ status: 'running', role: 'examiner', position: 1 });

      // The candidate's pointer, sent through A, reaches the examiner's stream on B; timed
      // (docs/performance.md, "Viva rooms": across two instances).
      const delays: number[] = [];
      for (let i = 0; i < 30; i++) {
        const x = Number((0.2 + i * 0.02).toFixed(2));
        const sent = Date.now();
        const pointed = await candidate.call('vivaSignal', {
          roomId,
          kind: 'pointer',
          data: { x, y: 0.5 },
        });
        expect(pointed.status).toBe(200);
        const event = await onB.next('pointer', (data) => data.x === x);
        delays.push(event.at - sent);
      }
      delays.sort((p, q) => p - q);
      const percentile = (p: number) =>
        delays[Math.min(delays.length - 1, Math.floor((delays.length * p) / 100))];
      console.info(
        `two-instances: viva pointer A→B over ${delays.length} signals: p50 ${percentile(50)} ms, p95 ${percentile(95)} ms`,
      );

      // The examiner moves on through B: the candidate's stream on A hears it, and A's answer
      // has moved on too.
      expect((await examiner.call('nextVivaCase', { roomId })).status).toBe(200);
      await onA.next('state');
      const moved = await candidate.call('vivaRoomView', { roomId });
      expect(moved.body?.data).toMatchObject({ role: 'candidate', position: 2, examiner: null });
      // Each person's own signals stay with them.
      expect(onA.events.some((event) => event.kind === 'pointer')).toBe(false);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('serves on the other instance a page regenerated on demand on one', async () => {
    const policy = async (base: string) => {
      const response = await fetch(`${base}/privacypolicy`);
      expect(response.status).toBe(200);
      return { html: await response.text(), cache: response.headers.get('x-nextjs-cache') };
    };
    // Both instances have the page cached (the build's prerender, or a regeneration).
    await policy(a.baseURL);
    await policy(b.baseURL);
    for (let i = 0; i < 50 && (await policy(b.baseURL)).cache !== 'HIT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = await policy(b.baseURL);
    expect(before.cache).toBe('HIT');

    // An operator changes the stored text behind the prerendered page.
    const marker = `Revised privacy text ${randomBytes(4).toString('hex')}`;
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rowCount } = await client.query(
        `UPDATE policy_pages SET html = $1, updated_at = now() WHERE key = 'privacypolicy'`,
        [`<h2>Privacy Policy</h2><p>${marker}</p>`],
      );
      expect(rowCount).toBe(1);
    } finally {
      await client.end();
    }
    // Until the page is regenerated, B keeps serving what it has.
    expect((await policy(b.baseURL)).html).not.toContain(marker);

    const revalidated = await fetch(`${a.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateSecret}` },
      body: JSON.stringify({ paths: ['/privacypolicy'] }),
    });
    expect(revalidated.status).toBe(200);
    const asked = Date.now();
    let seen = await policy(b.baseURL);
    while (!seen.html.includes(marker) && Date.now() - asked < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await policy(b.baseURL);
    }
    expect(seen.html).toContain(marker);
    console.info(
      `two-instances: B served the new text ${Date.now() - asked} ms after A's revalidation`,
    );
    expect((await policy(a.baseURL)).html).toContain(marker);
  });
});
