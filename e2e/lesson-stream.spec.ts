import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';

/*
 * A subscriber plays a demo lesson's encrypted HLS package, made on this server: the server
 * queues the demo lessons' packaging as it starts and its job worker packages them
 * (docs/streaming.md, "Demo lessons"), so the playlists, segments and key come from the real
 * stream route (app/api/lessons/[id]/stream/[name]) with the tokens `video/view` issued. Only the
 * last test changes an answer in the browser's network layer: the key, refused as it is to a
 * student whose access ended after the playlists were issued.
 */

const SUBSCRIBED = { email: 'subscribed@frcrviva.test', password: 'DemoPass123' };
const UNSUBSCRIBED = { email: 'demo@frcrviva.test', password: 'DemoPass123' };
const FIRST_LESSON = 'Chest radiograph: left upper lobe collapse';
const CAPTIONS = path.join(
  process.cwd(),
  'media',
  'lessons',
  'chest-radiograph-left-upper-lobe-collapse.vtt',
);
/** The cues of the lesson's captions file, in order, as the packaged captions must give them. */
const CUES = readFileSync(CAPTIONS, 'utf8')
  .trim()
  .split(/\r?\n\r?\n/)
  .map((block) => block.split(/\r?\n/))
  .filter((lines) => lines.some((line) => line.includes('-->')))
  .map((lines) => lines.slice(lines.findIndex((line) => line.includes('-->')) + 1).join('\n'));

test.describe.configure({ mode: 'serial' });

let lessonHref: string;
let videoId: number;
const streamOf = (name: string) => `/api/lessons/${videoId}/stream/${name}`;

/**
 * Waits until the server's worker has packaged the lesson: until then its stream is 404 (no
 * package); once it is ready, a playlist asked for without a token is 403.
 */
async function waitForPackage(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.get(streamOf('master.m3u8'))).status(), {
      timeout: 240_000,
      intervals: [2000],
    })
    .toBe(403);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/video');
  lessonHref = (await page
    .getByRole('link', { name: new RegExp(FIRST_LESSON) })
    .first()
    .getAttribute('href'))!;
  videoId = Number(/[?&]v=(\d+)/.exec(lessonHref)![1]);
  await waitForPackage(visitor.request);
  await visitor.close();
});

type StreamAnswer = { name: string; token: string; status: number; url: string };

/** Every answer of the lesson's stream route to `page`, as it comes. */
function watchStream(page: Page) {
  const answers: StreamAnswer[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    const [, name] = /^\/api\/lessons\/\d+\/stream\/([^/]+)$/.exec(url.pathname) ?? [];
    if (!name) return;
    answers.push({
      name,
      token: url.searchParams.get('token') ?? '',
      status: response.status(),
      url: response.url(),
    });
  });
  return answers;
}

async function signIn(page: Page, who = SUBSCRIBED) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

const video = (page: Page) => page.locator('.lesson-player video');
const media = <T>(page: Page, read: (element: HTMLVideoElement) => T) =>
  video(page).evaluate(read as (element: Element) => T);
const currentTime = (page: Page) => media(page, (element) => element.currentTime);
const play = (page: Page) => page.getByRole('button', { name: /Play the lesson/ }).click();

test('a subscriber plays a packaged lesson from the server: qualities, captions, seeking, full screen, resuming', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const answers = watchStream(page);
  await signIn(page);
  await page.goto(lessonHref);
  await play(page);

  // hls.js plays it through MediaSource (a blob: address), and the video moves on.
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
  expect(await media(page, (element) => element.src)).toMatch(/^blob:/);
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
  const keys = () => answers.filter((answer) => answer.name === 'key');
  expect(keys().map((answer) => answer.status)).toEqual([200]);
  expect(answers.every((answer) => answer.token.startsWith('v1.'))).toBe(true);
  expect(answers.filter((answer) => answer.status >= 300)).toEqual([]);

  // The student's email moves over the video, letting clicks through.
  const overlay = page.locator('.lesson-player [aria-hidden="true"]', {
    hasText: SUBSCRIBED.email,
  });
  await expect(overlay).toBeVisible();
  expect(await overlay.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');

  // The qualities the package has (a 360-line demo lesson: 360p and 240p), Auto first.
  const quality = page.getByRole('combobox', { name: 'Quality' });
  await expect(quality.getByRole('option')).toHaveText([/^Auto/, '360p', '240p']);

  // The lesson's captions, kept by the packaging, as the student turns them on.
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

  // A seek back, then the other quality, played from the other rendition's segments.
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
  expect(answers.some((answer) => answer.name.startsWith(`${other}p-`))).toBe(true);
  expect(keys()).toHaveLength(1);

  // The stream's playlists and key are the signed-in student's: without the token, or with it
  // but not signed in as that student, they are refused.
  const withToken = answers.find((answer) => answer.name === 'master.m3u8')!.url;
  const keyWithToken = keys()[0]!.url;
  const stranger = await browser.newContext();
  for (const url of [streamOf('master.m3u8'), streamOf('key'), streamOf('360p.m3u8')]) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  for (const url of [withToken, keyWithToken]) {
    expect((await stranger.request.get(url)).status(), url).toBe(403);
  }
  await stranger.close();
  // With it, to the student, the key is answered and never cached.
  const key = await page.request.get(keyWithToken);
  expect(key.status()).toBe(200);
  expect((await key.body()).length).toBe(16);
  expect(key.headers()['cache-control']).toContain('no-store');

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

test('an unsubscribed student is asked to subscribe, and the page asks the stream for nothing', async ({
  page,
}) => {
  const answers = watchStream(page);
  await signIn(page, UNSUBSCRIBED);
  await page.goto(lessonHref);
  await play(page);
  await expect(page.getByRole('dialog', { name: 'Subscription Required' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(answers).toEqual([]);
  await expect(video(page)).toHaveCount(0);
});

test('the first refused key stops the player, which says so', async ({ page }) => {
  const answers = watchStream(page);
  // The one answer changed: the key, as for a student whose access ended after the playlists.
  let keyRequests = 0;
  await page.route(/\/api\/lessons\/\d+\/stream\/key\?/, async (route) => {
    keyRequests += 1;
    await route.fulfill({ status: 403, body: '' });
  });
  const views: { stream?: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/video/view') {
      views.push(request.postDataJSON() as { stream?: string });
    }
  });
  await signIn(page);
  await page.goto(lessonHref);
  await play(page);
  await expect(page.locator('.lesson-player').getByRole('alert')).toHaveText(
    'This lesson could not be unlocked for playback. Please reload the page to try again.',
  );
  // hls.js alone asks for a refused key again about every second; the player asked once.
  await page.waitForTimeout(4000);
  expect(keyRequests).toBe(1);
  // The playlists came from the server; the lesson's answer was asked once more, with the
  // playback's token, for the reason.
  expect(answers.some((answer) => answer.name === 'master.m3u8' && answer.status === 200)).toBe(
    true,
  );
  expect(views).toHaveLength(2);
  expect(views[1]!.stream).toBe(answers.find((answer) => answer.name === 'master.m3u8')!.token);
  await expect(video(page)).toHaveCount(0);
});
