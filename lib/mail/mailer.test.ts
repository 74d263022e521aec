import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';

import { createTestDatabase } from '@/test/test-database';
import { registerAndSignIn } from '@/test/accounts-helpers';
import type { TestBackend } from '@/test/test-backend';

import { createBackend } from '../calls/backend';
import { platformTables } from '@/lib/platform/backend';
import { createDiskStorage } from '../storage/disk-storage';
import { OTP_MAIL_SUBJECT } from '../accounts/password-recovery';
import { allJobs } from '../platform/jobs';
import { startJobWorker, type JobWorker } from '../jobs/worker';
import { createMailer } from './mailer';

type Received = { from: string; to: string[]; raw: string };

/** A local SMTP sink: accepts any message and keeps it. */
async function startSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor<T>(read: () => T | undefined | null | false): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
}

describe('over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  beforeAll(async () => {
    sink = await startSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('delivers a message through a real SMTP conversation', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      outboxDir: '/nonexistent',
      from: 'FRCR Viva <no-reply@frcrviva.co.uk>',
    });
    await mailer.send({ to: 'asha@example.com', subject: 'Hello', text: 'Plain body' });
    const [message] = sink.received;
    expect(message.from).toBe('no-reply@frcrviva.co.uk');
    expect(message.to).toEqual(['asha@example.com']);
    expect(message.raw).toContain('Subject: Hello');
    expect(message.raw).toContain('Plain body');
  });

  it('carries the password reset code from forgot-password to the mailbox', async () => {
    const { db, close } = await createTestDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), 'frcr-mail-'));
    let worker: JobWorker | undefined;
    try {
      const backend = createBackend(
        {
          db,
          mailer: createMailer({
            smtpUrl: sink.url,
            outboxDir: dir,
            from: 'no-reply@frcrviva.co.uk',
          }),
          storage: createDiskStorage(path.join(dir, 'uploads')),
          now: () => new Date(),
        },
        platformTables,
      );
      const t = { backend, db } as unknown as TestBackend;
      worker = await startJobWorker(backend.deps, allJobs, { pollingIntervalSeconds: 0.5 });
      await registerAndSignIn(t, 'smtp-otp@example.com');
      const asked = await backend.handle('forgotPassword', {
        token: null,
        input: { email: 'smtp-otp@example.com' },
      });
      expect(asked.status).toBe(200);
      const mail = await waitFor(() =>
        sink.received.find((m) => m.to.includes('smtp-otp@example.com')),
      );
      expect(mail.raw).toContain(`Subject: ${OTP_MAIL_SUBJECT}`);
      const code = /reset code is: (\d{6})/.exec(mail.raw)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const verified = await backend.handle('verifyOtp', {
        token: null,
        input: { email: 'smtp-otp@example.com', otp: code },
      });
      expect(verified.status).toBe(200);
      // With SMTP configured nothing is written to the outbox.
      expect(await readdir(dir)).not.toContain('outbox');
    } finally {
      await worker?.stop();
      await close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('without SMTP', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'frcr-outbox-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each message to the dev outbox as an .eml file', async () => {
    const outbox = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir: outbox, from: 'no-reply@frcrviva.co.uk' });
    await mailer.send({
      to: 'asha@example.com',
      subject: OTP_MAIL_SUBJECT,
      text: 'Your password reset code is: 042917',
    });
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/asha@example\.com\.eml$/);
    const eml = await readFile(path.join(outbox, files[0]), 'utf8');
    expect(eml).toContain('To: asha@example.com');
    expect(eml).toContain(`Subject: ${OTP_MAIL_SUBJECT}`);
    expect(eml).toContain('Your password reset code is: 042917');
  });

  it('keeps every mail to one address sent in one millisecond, overwriting no file', async () => {
    const outbox = path.join(dir, 'one-millisecond');
    const instant = 1_790_000_000_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(instant);
    try {
      await mkdir(outbox, { recursive: true });
      // A file of that millisecond already there, as another instance sharing DATA_DIR writes.
      const earlier = `${instant}-000000-asha@example.com.eml`;
      await writeFile(path.join(outbox, earlier), 'written before');
      const mailer = createMailer({ outboxDir: outbox, from: 'no-reply@frcrviva.co.uk' });
      await Promise.all(
        Array.from({ length: 17 }, (_, i) =>
          mailer.send({
            to: 'asha@example.com',
            subject: `Mail ${i + 1}`,
            text: `Number ${i + 1}`,
          }),
        ),
      );
      const files = (await readdir(outbox)).sort();
      expect(files).toHaveLength(18);
      expect(await readFile(path.join(outbox, earlier), 'utf8')).toBe('written before');
      // Each keeps the names the outbox's readers go by: the time first, the address last.
      for (const file of files) {
        expect(Number(file.split('-')[0])).toBe(instant);
        expect(file.endsWith('-asha@example.com.eml')).toBe(true);
      }
      const subjects = await Promise.all(
        files
          .filter((file) => file !== earlier)
          .map(
            async (file) =>
              /Subject: (.+)/.exec(await readFile(path.join(outbox, file), 'utf8'))![1],
          ),
      );
      expect(new Set(subjects)).toEqual(
        new Set(Array.from({ length: 17 }, (_, i) => `Mail ${i + 1}`)),
      );
    } finally {
      clock.mockRestore();
    }
  });
});
