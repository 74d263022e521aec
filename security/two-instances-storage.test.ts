import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { S3RVER_CREDENTIALS, startTestS3Server, type TestS3Server } from '@/test/s3-server';

import { Browser } from './support/client';
import { signInOperator } from './support/console-actions';
import { startServer, type RunningServer } from './support/server';
import { createServerDatabase, type ServerDatabase } from '@/test/server-database';

/*
 * Two `next start` processes on one PostgreSQL database and one S3 bucket (s3rver), each with a
 * data directory of its own: no shared volume (docs/storage.md). A lesson file uploaded through
 * one, its parts signed by both, plays through the other. Needs a PostgreSQL server whose role
 * may create databases (TEST_DATABASE_URL), as security/two-instances.test.ts does.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const describeWithServer = serverUrl ? describe : describe.skip;
if (!serverUrl) console.warn('two-instances-storage: TEST_DATABASE_URL is not set; skipped.');

const root = path.resolve(__dirname, '..');
const DEMO_WEBM = path.join(root, 'media', 'lessons', 'barium-swallow-achalasia.webm');
const OWNER = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
};

describeWithServer('two instances, one bucket, no shared volume', () => {
  let a: RunningServer;
  let b: RunningServer;
  let s3: TestS3Server;
  const dataDirs: string[] = [];
  let database: ServerDatabase | undefined;

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl!, 'frcr_storage');
    s3 = await startTestS3Server();
    const env = {
      DATABASE_URL: database.url,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'on',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    for (const _ of [0, 1]) dataDirs.push(mkdtempSync(path.join(tmpdir(), 'frcr-storage-')));
    // One after the other: the first migrates and seeds the empty database.
    a = await startServer({ dataDir: dataDirs[0], env });
    b = await startServer({ dataDir: dataDirs[1], env });
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it('plays through one instance a lesson file uploaded through the other', async () => {
    const video = readFileSync(DEMO_WEBM);
    const ownerOnA = await signInOperator(a.baseURL, OWNER);
    // The console's session is in the database: the same cookie works on B.
    const ownerOnB = new Browser(b.baseURL);
    ownerOnB.cookie = ownerOnA.cookie;

    // A published lesson of the demo, as the console lists it.
    const list = await (
      await fetch(`${a.baseURL}/console/lessons`, { headers: { cookie: ownerOnA.cookie! } })
    ).text();
    const draft = /href="\/console\/lesson\/(\d+)"[^>]*>[^<]*<\/a><span[^>]*>Draft/.exec(list)?.[1];
    const ids = [...list.matchAll(/href="\/console\/lesson\/(\d+)"/g)].map((match) => match[1]);
    const videoId = Number(ids.find((id) => id !== draft));
    expect(videoId).toBeGreaterThan(0);

    const step = (on: RunningServer, who: Browser, address: string, init: RequestInit = {}) =>
      fetch(`${on.baseURL}/console/lesson-upload/${videoId}/s3/multipart${address}`, {
        ...init,
        headers: {
          origin: on.baseURL,
          cookie: who.cookie!,
          'content-type': 'application/json',
        },
      });

    // Started on A, its parts signed by B and sent straight to the bucket, completed on B.
    const started = await step(a, ownerOnA, '', {
      method: 'POST',
      body: JSON.stringify({
        filename: 'lecture.webm',
        type: 'video/webm',
        metadata: { name: 'lecture.webm', size: String(video.length) },
      }),
    });
    expect(started.status).toBe(200);
    const { uploadId, key } = (await started.json()) as { uploadId: string; key: string };
    const query = new URLSearchParams({ key });
    const signed = await step(b, ownerOnB, `/${encodeURIComponent(uploadId)}/1?${query}`);
    const { url } = (await signed.json()) as { url: string };
    expect(url.startsWith(s3.endpoint)).toBe(true);
    const part = await fetch(url, { method: 'PUT', body: video });
    expect(part.status).toBe(200);
    const completed = await step(
      b,
      ownerOnB,
      `/${encodeURIComponent(uploadId)}/complete?${query}`,
      {
        method: 'POST',
        body: JSON.stringify({ parts: [{ PartNumber: 1, ETag: part.headers.get('etag') }] }),
      },
    );
    expect(completed.status).toBe(200);
    const { location } = (await completed.json()) as { location: string };

    // Neither instance's disk holds it: it is in the bucket.
    for (const dir of dataDirs) {
      expect(existsSync(path.join(dir, 'uploads', key))).toBe(false);
      expect(existsSync(path.join(dir, 'lesson-media', location))).toBe(false);
    }

    // A subscriber on A plays it, a range at a time, as the player seeks.
    const student = new Browser(a.baseURL);
    await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
    const played = await fetch(`${a.baseURL}/api/media/${location}`, {
      headers: { cookie: student.cookie!, range: 'bytes=100-1123' },
    });
    expect(played.status).toBe(206);
    expect(played.headers.get('content-range')).toBe(`bytes 100-1123/${video.length}`);
    expect(Buffer.from(await played.arrayBuffer()).equals(video.subarray(100, 1124))).toBe(true);
    const whole = await fetch(`${b.baseURL}/api/media/${location}`, {
      headers: { cookie: student.cookie! },
    });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
  });
});
