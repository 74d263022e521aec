/*
 * How fast a lesson starts and seeks, encrypted HLS against the progressive file
 * (docs/performance.md, "Lesson start: HLS against the progressive file"): on the production
 * build in .next-e2e, a subscriber opens a demo lesson's page in a fresh Chromium context with the
 * cache off, presses play, and the script times the first frame, counts the media bytes received
 * before it, then seeks 15 s ahead and times the next frame. One demo lesson is packaged, another
 * (same length, size and codecs) plays its file.
 *
 *   npx tsx scripts/bench-lesson-start.ts [--starts 20]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium, type BrowserContext } from '@playwright/test';

import { hostedDemoVideos } from '../lib/platform/demo/content';
import { DEMO_CREDENTIALS } from '../lib/platform/demo/seed';
import { Browser } from '../security/support/client';
import { startServer } from '../security/support/server';

const { values: flags } = parseArgs({ options: { starts: { type: 'string', default: '20' } } });
const STARTS = Number(flags.starts);
const root = path.resolve(__dirname, '..');
const [packaged, progressive] = [hostedDemoVideos[0]!, hostedDemoVideos[1]!];

type Start = { firstFrameMs: number; bytes: number; seekMs: number };

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

/** One start of lesson `videoId` in a fresh context: first frame, bytes before it, a seek. */
async function start(context: BrowserContext, videoId: number): Promise<Start> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const media = new Set<string>();
  let counting = true;
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (/\/api\/(lessons|media)\//.test(event.request.url)) media.add(event.requestId);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (counting && media.has(event.requestId))
      bytes += event.encodedDataLength || event.dataLength;
  });
  await page.goto(`/video?v=${videoId}`);
  const play = page.getByRole('button', { name: /Play the lesson/ });
  await play.waitFor();
  const began = Date.now();
  await play.click();
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('.lesson-player video');
      return !!video && video.readyState >= 2 && video.currentTime > 0;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const firstFrameMs = Date.now() - began;
  counting = false;
  const seekMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const video = document.querySelector<HTMLVideoElement>('.lesson-player video')!;
        const from = performance.now();
        const target = Math.min(video.currentTime + 15, (video.duration || 30) - 2);
        video.addEventListener(
          'seeked',
          () => video.requestVideoFrameCallback(() => resolve(performance.now() - from)),
          { once: true },
        );
        video.currentTime = target;
      }),
  );
  await page.close();
  return { firstFrameMs, bytes, seekMs };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-bench-start-'));
  // Enough room for every start's playback: the limit is not what is measured.
  const env = { LESSON_STREAMS_PER_ACCOUNT: '1000' };
  let server = await startServer({ dataDir, env });
  await server.stop();
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/package-demo-lessons.ts',
      packaged.slug,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        AUTH_SECRET: 'security-suite-secret-not-for-production-0123456789',
      },
      stdio: 'inherit',
    },
  );
  server = await startServer({ dataDir, env });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const student = new Browser(server.baseURL);
    await student.signIn(DEMO_CREDENTIALS.subscribed.email, DEMO_CREDENTIALS.subscribed.password);
    const list = await student.call('relatedVideos', { limit: 50, offset: 0 });
    const lessons = (list.body?.data as { lists: { videoId: number; name: string }[] }).lists;
    const idOf = (name: string) => lessons.find((lesson) => lesson.name === name)!.videoId;
    const cookies = student.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.baseURL };
    });
    const results: Record<'hls' | 'progressive', Start[]> = { hls: [], progressive: [] };
    for (let i = 0; i < STARTS; i++) {
      // Alternated, so the machine's load falls on both alike.
      for (const [kind, lesson] of [
        ['hls', packaged],
        ['progressive', progressive],
      ] as const) {
        const context = await browser.newContext({ baseURL: server.baseURL });
        await context.addCookies(cookies);
        results[kind].push(await start(context, idOf(lesson.name)));
        await context.close();
      }
    }
    console.log(`${STARTS} starts each, cache off, Chromium ${browser.version()}`);
    console.log('| lesson | first frame p50 | p95 | bytes before it p50 | p95 | seek p50 | p95 |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const kind of ['hls', 'progressive'] as const) {
      const of = (key: keyof Start) => results[kind].map((r) => r[key]);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      console.log(
        `| ${kind} | ${quantile(of('firstFrameMs'), 0.5)} ms | ${quantile(of('firstFrameMs'), 0.95)} ms | ${kb(quantile(of('bytes'), 0.5))} | ${kb(quantile(of('bytes'), 0.95))} | ${quantile(of('seekMs'), 0.5).toFixed(0)} ms | ${quantile(of('seekMs'), 0.95).toFixed(0)} ms |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
