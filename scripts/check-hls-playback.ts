/*
 * Plays a package made by lib/media in Debian's Chromium through hls.js, as a student's browser
 * would (docs/streaming.md, "Playback in Chromium"): a local server hands out the playlists
 * rewritten with a playback token, the segments, and the AES-128 key only for a valid token.
 * Checks that it plays, switches quality, seeks, shows the captions at their times, and that a
 * forged, expired or another lesson's token gets no key and no picture.
 *
 *   npx tsx scripts/check-hls-playback.ts                       # packages a generated 12 s source
 *   npx tsx scripts/check-hls-playback.ts --source a.webm --captions a.vtt
 *   npx tsx scripts/check-hls-playback.ts --ffmpeg package      # with @ffmpeg-installer's build
 *
 * Exits 1 when a check fails. CHROME_PATH overrides /usr/bin/chromium.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { checkFfmpeg, findFfmpeg, packagedFfmpegPath, runFfmpeg } from '../lib/media/ffmpeg';
import { packageHls } from '../lib/media/hls-package';
import {
  isPackageFileName,
  KEY_NAME,
  MASTER_PLAYLIST,
  packageFileCaching,
  packageFileType,
  playlistForPlayback,
  TOKEN_PARAMETER,
} from '../lib/media/hls-playlists';
import {
  newStreamId,
  playbackTokenKey,
  signPlaybackToken,
  verifyPlaybackToken,
} from '../lib/media/playback-tokens';

const { values: flags } = parseArgs({
  options: {
    source: { type: 'string' },
    captions: { type: 'string' },
    ffmpeg: { type: 'string', default: 'found' },
  },
});

const LESSON = 7;
const STUDENT = 42;
/** A student whose access ended after the playback started: playlists and segments, no key. */
const REFUNDED = 43;
const tokenKey = playbackTokenKey('check-hls-playback-secret-of-at-least-32-bytes');

const results: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** A 12 s 1280×720 source with sound and three captions, when none is given. */
async function generatedSource(ffmpegPath: string, dir: string) {
  const source = path.join(dir, 'source.mp4');
  await runFfmpeg({ path: ffmpegPath, version: '', origin: 'system' }, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=12'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=12'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source],
  ]);
  const captions = path.join(dir, 'source.vtt');
  writeFileSync(
    captions,
    'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nFirst cue\n\n' +
      '00:00:05.000 --> 00:00:07.000\nSecond cue\n\n00:00:09.500 --> 00:00:11.000\nThird cue\n',
  );
  return { source, captions };
}

async function main() {
  const found =
    flags.ffmpeg === 'package'
      ? await checkFfmpeg((await packagedFfmpegPath()) ?? 'none', 'package')
      : await findFfmpeg();
  if (!('path' in found)) throw new Error(found.refused);
  const work = mkdtempSync(path.join(tmpdir(), 'hls-check-'));
  const input = flags.source
    ? { source: flags.source, captions: flags.captions }
    : await generatedSource(found.path, work);
  const outputDir = path.join(work, 'package');
  const started = Date.now();
  const packaged = await packageHls({
    ffmpeg: found,
    source: input.source,
    outputDir,
    captions: input.captions ? { file: input.captions } : null,
  });
  console.log(
    `packaged with ${found.origin} ffmpeg ${found.version} in ${Date.now() - started} ms:`,
    packaged.renditions.map((r) => `${r.name} ${r.codecs} ${r.bandwidth}`).join('; '),
  );

  const requests: { name: string; status: number }[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const refuse = (status: number, name: string) => {
      requests.push({ name, status });
      response.writeHead(status, { 'cache-control': 'no-store' }).end();
    };
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<!doctype html><video id="v" muted playsinline></video>');
    }
    if (url.pathname === '/hls.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      return response.end(readFileSync(require.resolve('hls.js/dist/hls.min.js')));
    }
    const match = /^\/lessons\/(\d+)\/([^/]+)$/.exec(url.pathname);
    if (!match || !isPackageFileName(match[2])) return refuse(404, url.pathname);
    const [, lesson, name] = match;
    const token = url.searchParams.get(TOKEN_PARAMETER) ?? '';
    const verdict = [STUDENT, REFUNDED]
      .map((studentId) =>
        verifyPlaybackToken(token, tokenKey, {
          lessonId: Number(lesson),
          studentId,
          now: new Date(),
        }),
      )
      .find((check) => check.ok);
    if (!verdict?.ok) return refuse(403, name);
    if (name === KEY_NAME) {
      if (verdict.claims.studentId === REFUNDED) return refuse(403, name);
      requests.push({ name, status: 200 });
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'cache-control': 'no-store',
      });
      return response.end(packaged.key);
    }
    const type = packageFileType(name);
    if (!type) return refuse(404, name);
    let body: Buffer | string;
    try {
      body = readFileSync(path.join(outputDir, name));
    } catch {
      return refuse(404, name);
    }
    if (name.endsWith('.m3u8')) body = playlistForPlayback(body.toString('utf8'), token);
    requests.push({ name, status: 200 });
    response.writeHead(200, { 'content-type': type, 'cache-control': packageFileCaching(name) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const masterFor = (token: string, lesson = LESSON) =>
    `${origin}/lessons/${lesson}/${MASTER_PLAYLIST}?${TOKEN_PARAMETER}=${encodeURIComponent(token)}`;
  const tokenFor = (claims: { lessonId?: number; studentId?: number; expiresAt?: number } = {}) =>
    signPlaybackToken(
      { studentId: STUDENT, lessonId: LESSON, streamId: newStreamId(), ...claims },
      tokenKey,
      new Date(),
    );

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  // tsx keeps function names with a helper the page does not have; the evaluated code needs it.
  const context = await browser.newContext();
  await context.addInitScript('window.__name = (f) => f;');
  try {
    const page = await context.newPage();
    await page.goto(origin);
    await page.addScriptTag({ url: '/hls.js' });
    const start = await page.evaluate(async (master) => {
      const video = document.getElementById('v') as HTMLVideoElement;
      const Hls = (window as unknown as { Hls: typeof import('hls.js').default }).Hls;
      const hls = new Hls({ capLevelToPlayerSize: false });
      (window as unknown as { hls: unknown }).hls = hls;
      const errors: string[] = [];
      hls.on(Hls.Events.ERROR, (_e, data) =>
        errors.push(`${data.details}${data.fatal ? ' (fatal)' : ''}`),
      );
      (window as unknown as { errors: string[] }).errors = errors;
      const t0 = performance.now();
      hls.loadSource(master);
      hls.attachMedia(video);
      await new Promise((resolve) => hls.on(Hls.Events.MANIFEST_PARSED, resolve));
      await video.play();
      await new Promise<void>((resolve) => {
        const tick = () =>
          video.currentTime > 2 || errors.some((e) => e.includes('fatal'))
            ? resolve()
            : setTimeout(tick, 50);
        tick();
      });
      return {
        supported: Hls.isSupported(),
        firstSecondsMs: Math.round(performance.now() - t0),
        currentTime: video.currentTime,
        width: video.videoWidth,
        height: video.videoHeight,
        levels: hls.levels.map((l) => l.height),
        errors,
      };
    }, masterFor(tokenFor()));
    check(
      'plays the encrypted package through hls.js',
      start.supported && start.currentTime > 2 && start.width > 0 && start.errors.length === 0,
      `${start.width}×${start.height} at ${start.currentTime.toFixed(1)} s after ${start.firstSecondsMs} ms; levels ${start.levels.join(', ')}; errors ${start.errors.join(', ') || 'none'}`,
    );
    check(
      'fetches the key once, with the token',
      requests.filter((r) => r.name === KEY_NAME && r.status === 200).length === 1,
    );

    const top = packaged.renditions.at(-1)!;
    if (packaged.renditions.length === 1) {
      console.log('note: one rendition only (a source below 540 lines): no quality to switch to');
    } else {
      const switched = await page.evaluate(async (level) => {
        const hls = (window as unknown as { hls: import('hls.js').default }).hls;
        const video = document.getElementById('v') as HTMLVideoElement;
        hls.currentLevel = level;
        const until = performance.now() + 15_000;
        while (
          performance.now() < until &&
          (hls.currentLevel !== level || video.videoHeight !== hls.levels[level].height)
        ) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return { level: hls.currentLevel, height: video.videoHeight };
      }, packaged.renditions.length - 1);
      check(
        'switches to the highest quality',
        switched.height === top.height,
        `${switched.height} lines, level ${switched.level}`,
      );
    }

    const seek = await page.evaluate(async () => {
      const video = document.getElementById('v') as HTMLVideoElement;
      const target = Math.min(8.2, video.duration - 2);
      const t0 = performance.now();
      video.currentTime = target;
      await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      const seekedMs = performance.now() - t0;
      await new Promise<void>((resolve) => {
        const tick = () => (video.currentTime > target + 0.5 ? resolve() : setTimeout(tick, 50));
        tick();
      });
      return { target, seekedMs: Math.round(seekedMs), now: video.currentTime };
    });
    check(
      'seeks and plays on',
      seek.now > seek.target,
      `to ${seek.target} s, seeked in ${seek.seekedMs} ms`,
    );

    if (packaged.captions) {
      const captions = await page.evaluate(async () => {
        const hls = (window as unknown as { hls: import('hls.js').default }).hls;
        const video = document.getElementById('v') as HTMLVideoElement;
        hls.subtitleDisplay = true;
        hls.subtitleTrack = 0;
        const until = performance.now() + 10_000;
        const track = () =>
          [...video.textTracks].find((t) => t.mode === 'showing' && (t.cues?.length ?? 0) > 0);
        while (!track() && performance.now() < until) await new Promise((r) => setTimeout(r, 100));
        const cues = [...(track()?.cues ?? [])] as VTTCue[];
        return cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cue.text }));
      });
      const expected = [
        ...readFileSync(input.captions!, 'utf8').matchAll(/(\d\d):(\d\d)\.(\d{3}) -->/g),
      ].map(([, m, s, ms]) => Number(m) * 60 + Number(s) + Number(ms) / 1000);
      const off = captions.map((cue, i) => Math.abs(cue.start - (expected[i] ?? Infinity)));
      check(
        'shows the captions at their times',
        captions.length === expected.length && off.every((d) => d < 0.05),
        captions.map((c) => `${c.start.toFixed(3)}–${c.end.toFixed(3)} ${c.text}`).join('; '),
      );
    }
    await page.close();

    for (const [name, token, lesson] of [
      ['forged', `${tokenFor().slice(0, -4)}AAAA`, LESSON],
      ['expired', tokenFor({ expiresAt: Math.floor(Date.now() / 1000) - 1 }), LESSON],
      ['another lesson', tokenFor({ lessonId: LESSON + 1 }), LESSON],
      ['another student', tokenFor({ studentId: STUDENT + 2 }), LESSON],
      [
        'a refunded student (segments served, key refused)',
        tokenFor({ studentId: REFUNDED }),
        LESSON,
      ],
    ] as const) {
      const before = requests.filter((r) => r.name === KEY_NAME && r.status === 200).length;
      const refused = await context.newPage();
      await refused.goto(origin);
      await refused.addScriptTag({ url: '/hls.js' });
      const outcome = await refused.evaluate(
        async (master) => {
          const video = document.getElementById('v') as HTMLVideoElement;
          const Hls = (window as unknown as { Hls: typeof import('hls.js').default }).Hls;
          const hls = new Hls();
          const seen: string[] = [];
          const fatal = new Promise<string>((resolve) =>
            hls.on(Hls.Events.ERROR, (_e, data) => {
              seen.push(`${data.details}${data.fatal ? ' (fatal)' : ''}`);
              if (data.fatal) resolve(data.details);
            }),
          );
          hls.loadSource(master);
          hls.attachMedia(video);
          void video.play().catch(() => {});
          const details = await Promise.race([
            fatal,
            new Promise<string>((r) => setTimeout(() => r('no error'), 8000)),
          ]);
          return { details, seen, frames: video.getVideoPlaybackQuality().totalVideoFrames };
        },
        masterFor(token, lesson),
      );
      const keys = requests.filter((r) => r.name === KEY_NAME && r.status === 200).length - before;
      check(
        `refuses a token for ${name}`,
        // With one rendition hls.js keeps asking for a refused key rather than failing: the
        // player stops it on the first keyLoadError (docs/streaming.md, "The player").
        keys === 0 &&
          outcome.frames === 0 &&
          (outcome.details !== 'no error' || outcome.seen.includes('keyLoadError')),
        `${outcome.details === 'no error' ? `${outcome.seen.length} × ${outcome.seen[0]}, not fatal` : outcome.details}, ${outcome.frames} frames`,
      );
      await refused.close();
    }

    // Chromium 141+ also plays HLS itself (canPlayType says "maybe"); informative only.
    const native = await context.newPage();
    await native.goto(origin);
    const nativePlay = await native.evaluate(async (master) => {
      const video = document.getElementById('v') as HTMLVideoElement;
      const canPlay = video.canPlayType('application/vnd.apple.mpegurl');
      video.src = master;
      const played = await Promise.race([
        video.play().then(
          () =>
            new Promise<string>((resolve) =>
              setTimeout(() => resolve(`plays, at ${video.currentTime.toFixed(1)} s`), 3000),
            ),
          (error: Error) => `refused: ${error.message}`,
        ),
        new Promise<string>((resolve) => setTimeout(() => resolve('no start in 8 s'), 8000)),
      ]);
      return { canPlay, played, error: video.error?.message ?? null, height: video.videoHeight };
    }, masterFor(tokenFor()));
    console.log(
      `note: Chromium's own HLS: canPlayType "${nativePlay.canPlay}", ${nativePlay.played}, ${nativePlay.height} lines${nativePlay.error ? `, ${nativePlay.error}` : ''}`,
    );
    await native.close();
  } finally {
    await browser.close();
    server.close();
    rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
