import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { playbackTokenKey, signPlaybackToken } from '@/lib/media/playback-tokens';
import { hostedDemoVideos } from '@/lib/platform/demo/content';
import { DEMO_CREDENTIALS } from '@/lib/platform/demo/seed';
import { FILE_POLICY } from '@/lib/security/security-headers';

import { Browser } from './support/client';
import { SECURITY_AUTH_SECRET, startServer, type RunningServer } from './support/server';

/*
 * A packaged lesson's encrypted stream over HTTP on a real `next start` (docs/streaming.md,
 * "Serving"): the key and the segments asked for from another site, with forged, altered,
 * expired and replayed tokens, with abusive byte ranges, and with names that try to climb out of
 * the package. Nothing but the holder of a valid token, signed in as its student, gets a byte.
 */

const LESSON = hostedDemoVideos[0]!;

let server: RunningServer;
let dataDir: string;
let subscriber: Browser;
let unsubscribed: Browser;
let videoId: number;
let master: string;
let token: string;
let studentId: number;

const prefix = () => `/api/lessons/${videoId}/stream/`;
const file = (name: string, withToken = token) =>
  `${prefix()}${name}?token=${encodeURIComponent(withToken)}`;

/** A GET as a page of this site would send it, with `who`'s cookie. */
const get = (who: Browser | null, address: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseURL}${address}`, {
    redirect: 'manual',
    headers: { ...(who?.cookie ? { cookie: who.cookie } : {}), ...headers },
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-stream-'));
  // The run's prepared demo has its lessons packaged (security/support/server.ts).
  server = await startServer({ dataDir });
  subscriber = new Browser(server.baseURL);
  unsubscribed = new Browser(server.baseURL);
  await subscriber.signIn(DEMO_CREDENTIALS.subscribed.email, DEMO_CREDENTIALS.subscribed.password);
  await unsubscribed.signIn(
    DEMO_CREDENTIALS.unsubscribed.email,
    DEMO_CREDENTIALS.unsubscribed.password,
  );
  const list = await subscriber.call('relatedVideos', { limit: 50, offset: 0 });
  const lists = (list.body?.data as { lists: { videoId: number; name: string }[] }).lists;
  videoId = lists.find((lesson) => lesson.name === LESSON.name)!.videoId;
  const view = await subscriber.call('viewVideo', { videoId });
  const video = (view.body?.data as { video: { stream: { master: string } | null } }).video;
  master = video.stream!.master;
  token = new URL(master, server.baseURL).searchParams.get('token')!;
  studentId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).s as number;
}, 300_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('plays to its student: the key never cached, the segments immutable, every file sandboxed', async () => {
  const key = await get(subscriber, file('key'));
  expect(key.status).toBe(200);
  expect(key.headers.get('cache-control')).toBe('private, no-store');
  expect((await key.arrayBuffer()).byteLength).toBe(16);
  const playlist = await get(subscriber, master);
  expect(playlist.status).toBe(200);
  expect(playlist.headers.get('cache-control')).toBe('private, no-store');
  const rendition = /^([\w-]+\.m3u8)\?/m.exec(await playlist.text())![1]!;
  const media = await (await get(subscriber, file(rendition))).text();
  const segment = /^([\w-]+\.m4s)\?/m.exec(media)![1]!;
  const bytes = await get(subscriber, file(segment));
  expect(bytes.status).toBe(200);
  expect(bytes.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  for (const answer of [key, playlist, bytes]) {
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe(FILE_POLICY);
  }
});

it('refuses the key and segments to a request from another site', async () => {
  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ];
  for (const headers of foreign) {
    for (const name of ['key', 'master.m3u8']) {
      const answer = await get(subscriber, file(name), headers);
      expect(answer.status).toBe(403);
      expect(answer.headers.get('cache-control')).toContain('no-store');
    }
  }
});

it('refuses forged, altered, expired and replayed tokens', async () => {
  const [version, claims, mac] = token.split('.') as [string, string, string];
  const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
  const otherLesson = JSON.parse(Buffer.from(claims, 'base64url').toString());
  otherLesson.l = videoId + 1;
  const tampered = Buffer.from(JSON.stringify(otherLesson)).toString('base64url');
  const key = playbackTokenKey(SECURITY_AUTH_SECRET);
  const expired = signPlaybackToken(
    { studentId, lessonId: videoId, streamId: 'expired-stream' },
    key,
    new Date(Date.now() - 2 * 3600_000),
  );
  const wrongSecret = signPlaybackToken(
    { studentId, lessonId: videoId, streamId: 'forged-stream' },
    playbackTokenKey('an-attacker-guess-of-the-secret-0123456789'),
    new Date(),
  );
  for (const bad of [
    `${version}.${claims}.${flipped}`,
    `${version}.${tampered}.${mac}`,
    expired,
    wrongSecret,
    'v1..',
    'x'.repeat(600),
  ]) {
    for (const name of ['key', 'master.m3u8']) {
      expect((await get(subscriber, file(name, bad))).status).toBe(403);
    }
  }
  // No token at all, or the subscriber's own token replayed by someone else.
  expect((await get(subscriber, `${prefix()}key`)).status).toBe(403);
  expect((await get(unsubscribed, file('key'))).status).toBe(403);
  expect((await get(null, file('key'))).status).toBe(403);
  expect((await get(null, master)).status).toBe(403);
});

it('answers abusive byte ranges without a 500, and never a range of the key', async () => {
  const playlist = await (await get(subscriber, master)).text();
  const rendition = /^([\w-]+\.m3u8)\?/m.exec(playlist)![1]!;
  const segment = /^([\w-]+\.m4s)\?/m.exec(
    await (await get(subscriber, file(rendition))).text(),
  )![1]!;
  const whole = (await (await get(subscriber, file(segment))).arrayBuffer()).byteLength;
  const cases: [string, number][] = [
    ['bytes=0-0', 206],
    ['bytes=-1', 206],
    [`bytes=${whole}-`, 416],
    ['bytes=999999999999999999999-', 416],
    ['bytes=5-1', 200],
    ['bytes=0-1,2-3,4-5', 200],
    ['bytes=-', 200],
    ['lines=0-10', 200],
  ];
  for (const [range, status] of cases) {
    const answer = await get(subscriber, file(segment), { range });
    expect({ range, status: answer.status }).toEqual({ range, status });
  }
  const key = await get(subscriber, file('key'), { range: 'bytes=0-3' });
  expect(key.status).toBe(200);
  expect((await key.arrayBuffer()).byteLength).toBe(16);
});

it('answers names outside the package without a file, and never a 500', async () => {
  for (const name of [
    '..%2F..%2Fauth-secret',
    '%2e%2e%2f%2e%2e%2fpglite%2FPG_VERSION',
    'manifest.json',
    'key%00.m3u8',
    '.%2Fmaster.m3u8',
    'master.m3u8%3F',
    'master.M3U8',
    `lp-${videoId}-master.m3u8`,
    '%2e%2e',
  ]) {
    const answer = await get(subscriber, file(name));
    // 404 from the route; 400 or a redirect where Next or the URL parser stop a path first.
    const refused = !answer.ok && answer.status < 500;
    expect({ name, status: answer.status, refused }).toEqual({
      name,
      status: answer.status,
      refused: true,
    });
  }
  // The media route does not serve the packaged lesson's original either.
  expect((await get(subscriber, `/api/media/${LESSON.path}`)).status).toBe(404);
});
