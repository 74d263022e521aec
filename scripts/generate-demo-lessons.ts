/*
 * Makes the hosted demo lessons named by lib/platform/demo/content.ts: for each, a short WebM
 * (VP9 video, Opus audio; what Chromium, Firefox and Safari 15+ all play) and its WebVTT captions,
 * written to media/lessons/. The picture is the lesson's cover (public/demo/videos/) with a clock
 * and a progress bar drawn over it; the sound is the lesson's title and description spoken by
 * ffmpeg's flite voice; each caption cue is one spoken sentence, timed from its recording. Every
 * lesson is padded to DEMO_LESSON_SECONDS. The output is committed, so a fresh clone plays the
 * lessons offline; run again (`npx tsx scripts/generate-demo-lessons.ts`) only after changing the
 * lessons. Needs ffmpeg and ffprobe built with libvpx, libopus, libflite and libfreetype (Debian's
 * ffmpeg package is).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  DEMO_LESSON_SECONDS,
  hostedDemoVideos,
  videoCoverPath,
  type DemoVideo,
} from '../lib/platform/demo/content';

const OUT_DIR = path.join(process.cwd(), 'media', 'lessons');
const PUBLIC_DIR = path.join(process.cwd(), 'public');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 15;
/** Silence before the first sentence and between sentences, in seconds. */
const LEAD_IN = 0.5;
const GAP = 0.6;
const CLAUSE_GAP = 0.25;
const BRAND_RED = '0xd14d4d';

type Cue = { start: number; end: number; text: string };

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function durationOf(file: string): number {
  const out = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  return Number(out.trim());
}

/** The longest caption cue, in characters: two lines of a caption box on a phone. */
const CUE_CHARACTERS = 80;

/** Words in `parts` runs of about equal length. */
function balanced(text: string, parts: number): string[] {
  const words = text.split(/\s+/);
  const target = text.length / parts;
  const runs: string[] = [];
  let run = '';
  for (const word of words) {
    if (run && runs.length < parts - 1 && run.length + 1 + word.length / 2 > target) {
      runs.push(run);
      run = word;
    } else {
      run = run ? `${run} ${word}` : word;
    }
  }
  return [...runs, run];
}

/**
 * A sentence in cues of at most CUE_CHARACTERS: split after its commas where it is longer, and a
 * clause still too long in even runs of words.
 */
function cuesOf(sentence: string): string[] {
  const cues: string[] = [];
  const clauses = sentence
    .split(/(?<=,)\s+/)
    .flatMap((clause) => balanced(clause, Math.ceil(clause.length / CUE_CHARACTERS)));
  for (const clause of clauses) {
    const last = cues.length - 1;
    if (last >= 0 && cues[last].length + 1 + clause.length <= CUE_CHARACTERS) {
      cues[last] = `${cues[last]} ${clause}`;
    } else {
      cues.push(clause);
    }
  }
  return cues;
}

/**
 * What a lesson speaks and captions, cue by cue: its title, then its description sentence by
 * sentence, long sentences in parts.
 */
export function lessonCues(video: Pick<DemoVideo, 'name' | 'description'>): string[] {
  const sentences = [`${video.name}.`, ...video.description.split(/(?<=[.!?])\s+/)];
  return sentences.filter(Boolean).flatMap(cuesOf);
}

/** What flite reads: typographic punctuation it would spell out or stumble over, made plain. */
function speakable(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s*[–—]\s*/g, ', ')
    .replace(/:/g, ',');
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

export function webVtt(cues: Cue[]): string {
  const blocks = cues.map(
    (cue, index) => `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

function makeLesson(video: DemoVideo, work: string) {
  const voices = lessonCues(video).map((sentence, index) => {
    const textFile = path.join(work, `${video.slug}-${index}.txt`);
    const wav = path.join(work, `${video.slug}-${index}.wav`);
    writeFileSync(textFile, speakable(sentence));
    run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `flite=textfile=${textFile}:voice=slt`,
      wav,
    ]);
    return { wav, duration: durationOf(wav), text: sentence };
  });

  const cues: Cue[] = [];
  let at = LEAD_IN;
  for (const voice of voices) {
    cues.push({ start: at, end: at + voice.duration, text: voice.text });
    // A shorter pause inside a sentence than after one.
    at += voice.duration + (/[.!?]$/.test(voice.text) ? GAP : CLAUSE_GAP);
  }
  const spoken = cues[cues.length - 1].end;
  if (spoken > DEMO_LESSON_SECONDS - 0.5) {
    throw new Error(`${video.slug}: ${spoken.toFixed(1)} s of speech is too long for the lesson`);
  }

  const seconds = DEMO_LESSON_SECONDS;
  const clock = `%{eif\\:t/60\\:d}\\:%{eif\\:mod(t\\,60)\\:d\\:2} / ${Math.floor(seconds / 60)}\\:${String(seconds % 60).padStart(2, '0')}`;
  const audioInputs = voices.flatMap((voice) => ['-i', voice.wav]);
  const firstAudio = 2;
  const audioChain = voices
    .map(
      (voice, index) =>
        `[${firstAudio + index}:a]aresample=48000,apad=pad_dur=${/[.!?]$/.test(voice.text) ? GAP : CLAUSE_GAP}[s${index}]`,
    )
    .join(';');
  const audioConcat = `${voices.map((_, index) => `[s${index}]`).join('')}concat=n=${voices.length}:v=0:a=1,adelay=${Math.round(LEAD_IN * 1000)},apad=whole_dur=${seconds},atrim=0:${seconds}[a]`;
  const videoChain =
    `[0:v]scale=${WIDTH}:${HEIGHT},format=yuv420p,` +
    `drawbox=x=0:y=${HEIGHT - 30}:w=${WIDTH}:h=30:color=black@0.6:t=fill,` +
    `drawtext=fontfile=${FONT}:text='${clock}':x=w-tw-14:y=${HEIGHT - 23}:fontsize=15:fontcolor=white,` +
    `drawtext=fontfile=${FONT}:text='Demo lesson':x=14:y=${HEIGHT - 23}:fontsize=15:fontcolor=white@0.85[bg];` +
    `[bg][1:v]overlay=x='-W+W*t/${seconds}':y=${HEIGHT - 4}:shortest=1[v]`;

  const media = path.join(OUT_DIR, path.basename(video.path));
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    String(seconds),
    '-i',
    path.join(PUBLIC_DIR, videoCoverPath(video.slug)),
    '-f',
    'lavfi',
    '-i',
    `color=c=${BRAND_RED}:s=${WIDTH}x4:r=${FPS}:d=${seconds}`,
    ...audioInputs,
    '-filter_complex',
    `${videoChain};${audioChain};${audioConcat}`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    String(seconds),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '48',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    // A keyframe every 3 s: seeking (and resuming) lands close to where it was asked.
    '-g',
    String(FPS * 3),
    '-c:a',
    'libopus',
    '-b:a',
    '20k',
    '-ac',
    '1',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    media,
  ]);
  if (!video.captions) throw new Error(`${video.slug} is hosted but names no captions file`);
  writeFileSync(path.join(OUT_DIR, video.captions), webVtt(cues));
  return { media, bytes: statSync(media).size, spoken };
}

function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'frcr-lessons-'));
  try {
    let total = 0;
    for (const video of hostedDemoVideos) {
      const { media, bytes, spoken } = makeLesson(video, work);
      total += bytes;
      console.log(
        `${path.relative(process.cwd(), media)}  ${(bytes / 1024).toFixed(0)} kB, speech ${spoken.toFixed(1)} s`,
      );
    }
    console.log(`${hostedDemoVideos.length} lessons, ${(total / 1024).toFixed(0)} kB in all.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
