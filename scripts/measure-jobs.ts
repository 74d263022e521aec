/*
 * `npx tsx scripts/measure-jobs.ts [throughput|outage] …` — measures the job queue on the database
 * the app would use (DATABASE_URL, or the embedded PGlite in a temporary directory), with a local
 * SMTP sink. Not a test: numbers for docs/jobs.md.
 *
 *   throughput [--jobs 2000]                 no-op jobs/s and mail jobs/s (default worker settings
 *                                            and a larger batch)
 *   outage [--mails 50] [--seconds 300]      queue mails while the sink is down for that long,
 *                                            start it, wait until every mail is delivered
 *   latency [--jobs 20]                      one mail at a time, written in a transaction at a
 *                                            random moment of an idle worker's second: how long
 *                                            until the sink has it
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';

import type { BackendDeps } from '../lib/calls/deps';
import { openDatabase } from '../lib/db/client';
import { defineJob, type AnyJobDefinition } from '../lib/jobs/define-job';
import { startJobWorker, type WorkerOptions } from '../lib/jobs/worker';
import { queueMail, sendMailJob } from '../lib/mail/mail-queue';
import { createMailer } from '../lib/mail/mailer';

const [mode = 'throughput', ...rest] = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = rest.indexOf(`--${name}`);
  return at >= 0 ? Number(rest[at + 1]) : fallback;
};

function startSink(port = 0) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(/^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '');
        done();
      });
    },
  });
  return new Promise<{ port: number; received: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

async function main() {
  process.env.LOG_LEVEL ??= 'silent';
  const scratch = mkdtempSync(path.join(tmpdir(), 'frcr-measure-'));
  const url = process.env.DATABASE_URL;
  const { db, close } = await openDatabase(url ? { url } : { dataDir: path.join(scratch, 'db') });
  console.log(`Database: ${url ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`);
  await db.execute(sql`delete from pgboss.job`);
  const sink = await startSink();
  const deps: BackendDeps = {
    db,
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      outboxDir: scratch,
      from: 'no-reply@frcrviva.co.uk',
    }),
    storage: { put: async () => {}, get: async () => null, remove: async () => {} },
    now: () => new Date(),
  };
  const waiting = async () =>
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`,
      )
    ).rows[0]!.n;
  try {
    if (mode === 'throughput') {
      const jobs = option('jobs', 2000);
      // The mail queue's jobs, run by a handler that does nothing: the queue's own cost.
      const noop = defineJob({
        name: sendMailJob.name,
        data: sendMailJob.data,
        retry: sendMailJob.retry,
        run: async () => {},
      });
      const run = async (label: string, job: AnyJobDefinition, settings: WorkerOptions) => {
        await db.transaction(async (tx) => {
          for (let n = 0; n < jobs; n++) {
            await queueMail(
              tx,
              { to: 'load@example.com', subject: `Job ${n}`, text: `Job ${n}` },
              { cause: { exempt: 'measurement' } },
            );
          }
        });
        const started = performance.now();
        const worker = await startJobWorker(deps, [job], settings);
        while ((await waiting()) > 0) await new Promise((r) => setTimeout(r, 50));
        const seconds = (performance.now() - started) / 1000;
        await worker.stop();
        console.log(
          `${label}: ${jobs} jobs in ${seconds.toFixed(1)} s = ${(jobs / seconds).toFixed(0)} jobs/s`,
        );
      };
      await run('no-op, one worker, default settings (batch 10)', noop, {});
      await run('no-op, one worker, batch 100, poll 0.5 s', noop, {
        batchSize: 100,
        pollingIntervalSeconds: 0.5,
      });
      sink.received.length = 0;
      await run('mail to the local SMTP sink, default settings', sendMailJob, {});
      await run('mail to the local SMTP sink, batch 100, poll 0.5 s', sendMailJob, {
        batchSize: 100,
        pollingIntervalSeconds: 0.5,
      });
      console.log(`sink received ${sink.received.length} of ${2 * jobs} mails`);
    } else if (mode === 'latency') {
      const jobs = option('jobs', 20);
      const worker = await startJobWorker(deps, [sendMailJob]);
      const took: number[] = [];
      for (let n = 0; n < jobs; n++) {
        await new Promise((r) => setTimeout(r, 1000 + Math.random() * 1000));
        const before = sink.received.length;
        const written = performance.now();
        await db.transaction((tx) =>
          queueMail(
            tx,
            { to: 'latency@example.com', subject: `Latency ${n}`, text: `${n}` },
            { cause: { exempt: 'measurement' } },
          ),
        );
        while (sink.received.length === before) await new Promise((r) => setTimeout(r, 5));
        took.push(performance.now() - written);
      }
      await worker.stop();
      took.sort((a, b) => a - b);
      const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))]!;
      console.log(
        `${jobs} mails, written to delivered: median ${at(0.5).toFixed(0)} ms, ` +
          `fastest ${took[0]!.toFixed(0)} ms, slowest ${took.at(-1)!.toFixed(0)} ms`,
      );
    } else {
      const mails = option('mails', 50);
      const seconds = option('seconds', 300);
      await sink.close();
      const worker = await startJobWorker(deps, [sendMailJob]);
      const queuedAt = Date.now();
      await db.transaction(async (tx) => {
        for (let n = 0; n < mails; n++) {
          await queueMail(
            tx,
            { to: 'outage@example.com', subject: `Outage ${n}`, text: `${n}` },
            { cause: { exempt: 'measurement' } },
          );
        }
      });
      console.log(`${mails} mails queued; SMTP down for ${seconds} s`);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const back = await startSink(sink.port);
      console.log(`SMTP back after ${((Date.now() - queuedAt) / 1000).toFixed(0)} s`);
      while (back.received.length < mails && Date.now() - queuedAt < (seconds + 1800) * 1000) {
        await new Promise((r) => setTimeout(r, 1000));
      }
      await new Promise((r) => setTimeout(r, 5000));
      const unique = new Set(back.received).size;
      const { rows } = await db.execute<{ state: string; n: number; attempts: number }>(
        sql`select state::text, count(*)::int as n, max(retry_count)::int as attempts
            from pgboss.job where name = 'mail' group by state`,
      );
      console.log(
        `delivered ${back.received.length} (${unique} distinct) of ${mails} queued, ` +
          `${back.received.length - unique} duplicates, last one ${((Date.now() - 5000 - queuedAt) / 1000).toFixed(0)} s after queueing`,
      );
      console.log(`jobs: ${JSON.stringify(rows)}`);
      await worker.stop();
      await back.close();
    }
  } finally {
    if (mode !== 'outage') await sink.close();
    await close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
