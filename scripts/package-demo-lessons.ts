/*
 * Packages the hosted demo lessons (media/lessons/*.webm and their captions, named by
 * lib/platform/demo/content.ts) for protected adaptive streaming (docs/streaming.md, "Demo lessons"):
 * each into `<out>/<slug>/`, with the ladder below so that even a 360-line demo has two qualities
 * to switch between. The keys are written to `<out>/demo-keys.json` (owner-only), until the
 * lessons' keys are kept in the database; a second run with the same keys finds each package made
 * and encodes nothing.
 *
 *   npx tsx scripts/package-demo-lessons.ts [--out DIR] [--only slug]
 *
 * `--out` defaults to DATA_DIR/lesson-packages.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { lessonMediaDir } from '../lib/calls/config';
import { dataDir } from '../lib/data-dir';
import { hostedDemoVideos } from '../lib/platform/demo/content';
import { findFfmpeg } from '../lib/media/ffmpeg';
import { packageHls } from '../lib/media/hls-package';
import type { Rung } from '../lib/media/rendition-ladder';
import { newContentKey } from '../lib/media/segment-encryption';

/** The demo sources are 640×360: a lower rung below them, so quality can be switched. */
const DEMO_LADDER: readonly Rung[] = [
  { name: '240p', height: 240, maxVideoKbps: 300 },
  { name: '360p', height: 360, maxVideoKbps: 700 },
];

const { values: flags } = parseArgs({
  options: { out: { type: 'string' }, only: { type: 'string' } },
});

async function main() {
  const out = path.resolve(flags.out ?? path.join(dataDir(), 'lesson-packages'));
  const keysFile = path.join(out, 'demo-keys.json');
  const keys: Record<string, string> = existsSync(keysFile)
    ? (JSON.parse(readFileSync(keysFile, 'utf8')) as Record<string, string>)
    : {};
  await mkdir(out, { recursive: true });
  const ffmpeg = await findFfmpeg();
  console.log(`ffmpeg ${ffmpeg.version} (${ffmpeg.origin}: ${ffmpeg.path})`);

  const started = Date.now();
  let seconds = 0;
  for (const lesson of hostedDemoVideos) {
    if (flags.only && lesson.slug !== flags.only) continue;
    const key = keys[lesson.slug] ? Buffer.from(keys[lesson.slug], 'hex') : newContentKey();
    const began = Date.now();
    const made = await packageHls({
      ffmpeg,
      source: path.join(lessonMediaDir(), lesson.path),
      outputDir: path.join(out, lesson.slug),
      key,
      ladder: DEMO_LADDER,
      captions: lesson.captions
        ? { file: path.join(lessonMediaDir(), lesson.captions), language: 'en', name: 'English' }
        : null,
    });
    keys[lesson.slug] = made.key.toString('hex');
    writeFileSync(keysFile, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    seconds += made.durationSeconds;
    console.log(
      `${lesson.slug}: ${made.renditions.map((r) => `${r.name} ${Math.round(r.averageBandwidth / 1000)} kbit/s`).join(', ')} in ${Date.now() - began} ms`,
    );
  }
  console.log(
    `${Math.round(seconds)} s of lessons in ${Math.round((Date.now() - started) / 1000)} s, into ${out}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
