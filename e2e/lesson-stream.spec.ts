import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test, type Page, type Route } from '@playwright/test';

import { findFfmpeg, runFfmpeg } from '../lib/media/ffmpeg';
import { packageHls, type HlsPackage } from '../lib/media/hls-package';
import {
  isPackageFileName,
  KEY_NAME,
  packageFileType,
  playlistForPlayback,
} from '../lib/media/hls-playlists';
import {
  newStreamId,
  playbackTokenKey,
  signPlaybackToken,
  verifyPlaybackToken,
} from '../lib/media/playback-tokens';
import { lessonStreamPrefix, type HlsLessonStream } from '../lib/lessons/stream-types';

/*
 * The lesson player plays an encrypted HLS package in Chromium, on the real lesson page of a
 * signed-in subscriber. The server side of streaming (the stream routes, the schema, packaging on
 * upload) is not wired yet, so this test plays the server's part in the browser's network layer
 * (Playwright's page.route): it packages a generated source with lib/media at the start, adds
 * the `stream` of the contract (lib/lessons/stream-types.ts) to the app's real `video/view`
 * answer, and answers the stream's playlists, segments and key as the routes will
 * (docs/streaming.md), checking each token. Everything else (sign-in, the page, the player's
 * bundle, progress and preferences) is the app's own. When the routes exist, the interception
 * goes and the test stays.
 */

const SUBSCRIBED = { email: 'subscribed@frcrviva.test', password: 'DemoPass123' };
const FIRST_LESSON = 'Chest radiograph: left upper lobe collapse';
/** The playback tokens' student: the real routes bind the signed-in student's id. */
const STUDENT = 1;
/** Short, so the player's renewal happens within the test (it renews halfway through). */
const TOKEN_SECONDS = 12;
const CUES = ['First cue', 'Second cue', 'Third cue'];

let work: string;
let packageDir: string;
let packaged: HlsPackage;
const tokenKey = playbackTokenKey('lesson-stream-e2e-secret-of-at-least-32-bytes');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const ffmpeg = await findFfmpeg();
  work = mkdtempSync(path.join(tmpdir(), 'lesson-stream-e2e-'));
  const source = path.join(work, 'source.mp4');
  await runFfmpeg(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=24'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=24'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source],
  ]);
  const captions = path.join(work, 'source.vtt');
  writeFileSync(
    captions,
    `WEBVTT\n\n00:00:01.000 --> 00:00:05.000\n${CUES[0]}\n\n` +
      `00:00:06.000 --> 00:00:10.000\n${CUES[1]}\n\n00:00:12.000 --> 00:00:16.000\n${CUES[2]}\n`,
  );
  packageDir = path.join(work, 'package');
  packaged = await packageHls({
    ffmpeg,
    source,
    outputDir: packageDir,
    captions: { file: captions },
    // Two qualities, so there is one to switch to; small, so packaging takes seconds.
    ladder: [
      { name: '240p', height: 240, maxVideoKbps: 400 },
      { name: '360p', height: 360, maxVideoKbps: 800 },
    ],
  });
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

type StreamRequest = { name: string; token: string; status: number; at: number };

/**
 * Plays the server's part for `page`: the lesson's answer gets a stream, and the stream's files
 * are answered with the token checked. `refuseKey` answers the key 403, as for a student whose
 * access ended after the playlists were issued.
 */
async function serveStream(page: Page, { refuseKey = false } = {}) {
  const requests: StreamRequest[] = [];
  const views: { videoId: number; stream?: string }[] = [];
  const issued: { token: string; expiresAt: number }[] = [];

  const issue = (videoId: number, renewing?: string): HlsLessonStream => {
    // A renewal keeps its playback's stream id (docs/streaming.md, "The player's contract").
    const previous = renewing
      ? verifyPlaybackToken(renewing, tokenKey, {
          lessonId: videoId,
          studentId: STUDENT,
          now: new Date(),
        })
      : null;
    const now = new Date();
    const expiresAt = Math.floor(now.getTime() / 1000) + TOKEN_SECONDS;
    const token = signPlaybackToken(
      {
        studentId: STUDENT,
        lessonId: videoId,
        streamId: previous?.ok ? previous.claims.streamId : newStreamId(),
        expiresAt,
      },
      tokenKey,
      now,
    );
    issued.push({ token, expiresAt: expiresAt * 1000 });
    return {
      kind: 'hls',
      master: `${lessonStreamPrefix(videoId)}master.m3u8?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      expiresInSeconds: TOKEN_SECONDS,
    };
  };

  await page.route('**/api/video/view', async (route: Route) => {
    const asked = route.request().postDataJSON() as { videoId: number; stream?: string };
    views.push(asked);
    const response = await route.fetch();
    const body = await response.json();
    if (body.status === 200 && body.data?.subscription === 1) {
      body.data.video.stream = issue(asked.videoId, asked.stream);
    }
    await route.fulfill({ response, json: body });
  });

  await page.route(/\/api\/lessons\/\d+\/stream\//, async (route: Route) => {
    const url = new URL(route.request().url());
    const [, lesson, name] = /^\/api\/lessons\/(\d+)\/stream\/([^/]+)$/.exec(url.pathname) ?? [];
    const token = url.searchParams.get('token') ?? '';
    const answer = async (status: number, body?: Buffer | string, type?: string) => {
      requests.push({ name, token, status, at: Date.now() });
      await route.fulfill({
        status,
        body: body ?? '',
        headers: { 'cache-control': 'private, no-store', ...(type && { 'content-type': type }) },
      });
    };
    if (!name || !isPackageFileName(name)) return answer(404);
    const verdict = verifyPlaybackToken(token, tokenKey, {
      lessonId: Number(lesson),
      studentId: STUDENT,
      now: new Date(),
    });
    if (!verdict.ok) return answer(403);
    if (name === KEY_NAME) {
      return refuseKey ? answer(403) : answer(200, packaged.key, 'application/octet-stream');
    }
    const type = packageFileType(name);
    if (!type) return answer(404);
    const file = readFileSync(path.join(packageDir, name));
    return answer(
      200,
      name.endsWith('.m3u8') ? playlistForPlayback(file.toString('utf8'), token) : file,
      type,
    );
  });

  return { requests, views, issued };
}

async function signIn(page: Page) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(SUBSCRIBED.email);
  await page.getByLabel('Password', { exact: true }).fill(SUBSCRIBED.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

async function openFirstLesson(page: Page) {
  await page.goto('/video');
  const href = await page
    .getByRole('link', { name: new RegExp(FIRST_LESSON) })
    .first()
    .getAttribute('href');
  await page.goto(href!);
}

const video = (page: Page) => page.locator('.lesson-player video');
const media = <T>(page: Page, read: (element: HTMLVideoElement) => T) =>
  video(page).evaluate(read as (element: Element) => T);
const currentTime = (page: Page) => media(page, (element) => element.currentTime);
const play = (page: Page) => page.getByRole('button', { name: /Play the lesson/ }).click();

test('a subscriber plays an encrypted lesson: qualities, captions, a renewed token, seeking, full screen, resuming', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const server = await serveStream(page);
  await signIn(page);
  await openFirstLesson(page);
  await play(page);

  // hls.js plays it through MediaSource (a blob: address), not the browser's own HLS player.
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(await media(page, (element) => element.src)).toMatch(/^blob:/);
  const keys = () => server.requests.filter((r) => r.name === KEY_NAME);
  expect(keys().map((r) => r.status)).toEqual([200]);

  // The student's email moves over the video, letting clicks through.
  const overlay = page.locator('.lesson-player [aria-hidden="true"]', {
    hasText: SUBSCRIBED.email,
  });
  await expect(overlay).toBeVisible();
  expect(await overlay.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');

  // The qualities from the master playlist, Auto first.
  const quality = page.getByRole('combobox', { name: 'Quality' });
  await expect(quality.getByRole('option')).toHaveText([/^Auto/, '360p', '240p']);

  // The captions from the master playlist, as the student turns them on.
  const captions = page.getByRole('button', { name: /^Captions (on|off)$/ });
  if ((await captions.getAttribute('aria-pressed')) !== 'true') await captions.click();
  await expect(captions).toHaveText('Captions on');
  await expect
    .poll(() =>
      media(page, (element) =>
        Array.from(element.textTracks)
          .filter((track) => track.mode === 'showing')
          .flatMap((track) => Array.from(track.cues ?? []).map((cue) => (cue as VTTCue).text)),
      ),
    )
    .toEqual(CUES);

  // Halfway through the first token's life the player asks for a fresh one with it, and each
  // renewal after that with the token it replaces…
  const first = server.issued[0];
  await expect
    .poll(() => server.views.filter((view) => view.stream).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const renewals = () => server.views.filter((view) => view.stream).map((view) => view.stream);
  expect(renewals()).toEqual(server.issued.slice(0, renewals().length).map((i) => i.token));
  // …and once the first has ended, what it loads carries a fresh one: a seek back, then the
  // other quality.
  await expect.poll(() => Date.now(), { timeout: 15_000 }).toBeGreaterThan(first.expiresAt);
  await media(page, (element) => {
    element.currentTime = 2;
    void element.play();
  });
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(2.5);
  expect(await currentTime(page)).toBeLessThan(10);
  const other = (await media(page, (element) => element.videoHeight)) === 240 ? 360 : 240;
  await quality.focus();
  await quality.selectOption(`${other}p`);
  await expect
    .poll(() => media(page, (element) => element.videoHeight), { timeout: 20_000 })
    .toBe(other);
  const afterExpiry = server.requests.filter((r) => r.at > first.expiresAt);
  expect(afterExpiry.some((r) => r.name.startsWith(`${other}p-`))).toBe(true);
  expect(afterExpiry.filter((r) => r.token === first.token || r.status !== 200)).toEqual([]);
  expect(keys()).toHaveLength(1);

  // Full screen takes the player's stage, so the overlay is in it.
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  const inFullScreen = await page.evaluate(() => {
    const stage = document.fullscreenElement;
    return {
      video: !!stage?.querySelector('video'),
      overlay: stage?.textContent?.includes('subscribed@frcrviva.test') ?? false,
    };
  });
  expect(inFullScreen).toEqual({ video: true, overlay: true });
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

  // Paused, the position is saved; after a reload the lesson resumes there.
  await media(page, (element) => element.pause());
  const leftAt = await currentTime(page);
  await page.waitForTimeout(1500);
  await page.reload();
  await play(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(leftAt - 1);
  expect(Math.abs((await currentTime(page)) - leftAt)).toBeLessThan(5);
});

test('the first refused key stops the player, which says so', async ({ page }) => {
  const server = await serveStream(page, { refuseKey: true });
  await signIn(page);
  await openFirstLesson(page);
  await play(page);
  await expect(page.locator('.lesson-player').getByRole('alert')).toHaveText(
    'This lesson could not be unlocked for playback. Please reload the page to try again.',
  );
  // hls.js alone asks for a refused key again about every second; the player asked once.
  await page.waitForTimeout(4000);
  expect(server.requests.filter((r) => r.name === KEY_NAME).map((r) => r.status)).toEqual([403]);
  // The lesson's answer was asked once more, with the playback's token, for the reason.
  expect(server.views).toHaveLength(2);
  expect(server.views[1].stream).toBe(server.issued[0].token);
  await expect(video(page)).toHaveCount(0);
});
