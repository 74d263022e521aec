import type { AddressInfo } from 'node:net';

import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';

import type { BackendDeps, MailMessage } from '@/lib/calls/deps';
import type { OpenedDatabase } from '@/lib/db/client';
import { log } from '@/lib/log';
import { createTestDatabase } from '@/test/test-database';

import { allJobs } from '../platform/jobs';
import { runDueJobs, startJobWorker } from '../jobs/worker';
import { MAIL_RETRY, queueMail } from './mail-queue';
import { createMailer } from './mailer';

/*
 * Mail through the queue against a real SMTP conversation (a local sink), on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. Waiting out real backoff would take minutes: the tests move
 * a waiting retry's start to now instead, which is what the passing of its delay does.
 */

let opened: OpenedDatabase;
beforeEach(async () => {
  opened = await createTestDatabase();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await opened.close();
});

/** A local SMTP sink on `port` (0: any free one), keeping what it receives. */
async function startSink(port = 0, received: string[] = []) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function depsWith(mailer: BackendDeps['mailer']): BackendDeps {
  return {
    db: opened.db,
    mailer,
    storage: { put: async () => {}, get: async () => null, remove: async () => {} },
    now: () => new Date(),
  };
}

async function mailJob() {
  const { rows } = await opened.db.execute<{
    state: string;
    retry_count: number;
    wait_seconds: number;
  }>(
    sql`select state::text, retry_count, extract(epoch from start_after - now())::float8 as wait_seconds
        from pgboss.job where name = 'mail'`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** What the passing of a retry's delay does: it becomes due. */
/**
 * Makes the waiting mail due: a second in the past, since pg-boss takes a job only when its
 * start is before now(), and PGlite's clock can read the same moment twice.
 */
const retryNow = () =>
  opened.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where state in ('created', 'retry')`,
  );

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const message: MailMessage = {
  to: 'asha@example.com',
  subject: 'Your FRCR Viva password reset code',
  text: 'Your password reset code is: 042917',
};

it('retries a mail while the SMTP server is down and delivers it once, when it is back', async () => {
  const sink = await startSink();
  const { port } = sink;
  await sink.close();
  const warnings = jest.spyOn(log, 'warn').mockImplementation(() => {});
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: '/nonexistent',
    from: 'no-reply@frcrviva.co.uk',
  });
  await queueMail(opened.db, message, { cause: { exempt: 'measurement' } });
  const worker = await startJobWorker(depsWith(mailer), allJobs, { pollingIntervalSeconds: 0.5 });
  try {
    // Down: the first attempt and two retries fail, and the mail waits for the next.
    await waitFor(async () => (await mailJob()).state === 'retry');
    await retryNow();
    await waitFor(
      async () => (await mailJob()).retry_count === 1 && (await mailJob()).state === 'retry',
    );
    await retryNow();
    await waitFor(
      async () => (await mailJob()).retry_count === 2 && (await mailJob()).state === 'retry',
    );
    expect(warnings).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'mail', attempt: 3 }),
      'job failed, will retry',
    );

    const received: string[] = [];
    const back = await startSink(port, received);
    try {
      await retryNow();
      await waitFor(() => received.length > 0);
      await waitFor(async () => (await mailJob()).state === 'completed');
      // A while longer: nothing is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Your password reset code is: 042917');
      // Sent: the body (the code) no longer waits in the queue's table, the address and subject do.
      const { rows } = await opened.db.execute<{ data: Record<string, unknown> }>(
        sql`select data from pgboss.job where name = 'mail'`,
      );
      expect(rows.map((row) => row.data)).toEqual([{ to: message.to, subject: message.subject }]);
    } finally {
      await back.close();
    }
  } finally {
    await worker.stop();
  }
});

it('waits longer after each failure: the fifth retry comes over five minutes after the first failure, and the last fails loudly', async () => {
  const errors = jest.spyOn(log, 'error').mockImplementation(() => {});
  jest.spyOn(log, 'warn').mockImplementation(() => {});
  const deps = depsWith({
    send: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
  });
  await queueMail(opened.db, message, { cause: { exempt: 'measurement' } });
  await retryNow();
  const waits: number[] = [];
  for (let attempt = 1; attempt <= MAIL_RETRY.retryLimit + 1; attempt++) {
    expect(await runDueJobs(deps, allJobs)).toBe(1);
    const job = await mailJob();
    if (attempt <= MAIL_RETRY.retryLimit) {
      expect(job.state).toBe('retry');
      waits.push(job.wait_seconds);
      await retryNow();
    } else {
      expect(job.state).toBe('failed');
    }
  }
  // pg-boss's backoff: the n-th wait is between delay·2^(n-1) and twice that (jitter).
  waits.forEach((wait, n) => {
    expect(wait).toBeGreaterThanOrEqual(MAIL_RETRY.retryDelay * 2 ** n - 1);
    expect(wait).toBeLessThanOrEqual(2 * MAIL_RETRY.retryDelay * 2 ** n + 1);
  });
  const beforeFifthRetry = waits.slice(0, 5).reduce((sum, wait) => sum + wait, 0);
  expect(beforeFifthRetry).toBeGreaterThan(5 * 60);
  expect(errors).toHaveBeenCalledWith(
    expect.objectContaining({ job: 'mail', attempt: MAIL_RETRY.retryLimit + 1, final: true }),
    'job failed after its last retry',
  );
});
