import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { abortReason, runFfmpeg, SOURCE_INPUT_OPTIONS, type Ffmpeg } from './ffmpeg';
import {
  MASTER_PLAYLIST,
  parseMediaPlaylist,
  writeMasterPlaylist,
  writeMediaPlaylist,
  writeSubtitlesPlaylist,
  type VariantStream,
} from './hls-playlists';
import { probeMedia, progressSeconds, type MediaProbe } from './media-probe';
import {
  AUDIO_KBPS,
  DEFAULT_LADDER,
  renditionsFor,
  type Rendition,
  type Rung,
} from './rendition-ladder';
import { CONTENT_KEY_BYTES, encryptSegment, newContentKey } from './segment-encryption';

/*
 * A source video packaged for protected adaptive streaming (docs/streaming.md, "Packaging"): one
 * ffmpeg run decodes the source once and encodes every rendition of the ladder (H.264 + AAC, fMP4
 * segments cut on keyframes forced every `segmentSeconds`), then each segment is encrypted here
 * with the package's AES-128 key. The package is built in a folder beside `outputDir` and renamed
 * into place whole, so a reader never sees half of one and a cancelled or failed run leaves
 * nothing behind. The same source, options, key and ffmpeg give the same files, byte for byte.
 */

/** Seconds of each segment unless asked otherwise (docs/streaming.md: start time against overhead). */
const SEGMENT_SECONDS = 4;

/** The package's description of itself, beside its files; never served (not a media type). */
const MANIFEST = 'manifest.json';

/** Bumped when the package's layout changes, so older packages are made again. */
const LAYOUT_VERSION = 1;

/** The captions a package keeps, as a subtitles rendition. */
type CaptionsInput = {
  /** A WebVTT file. */
  file: string;
  /** BCP 47 language and the name the player's menu shows. */
  language?: string;
  name?: string;
};

export type PackageOptions = {
  ffmpeg: Ffmpeg;
  /** The source video: any file ffmpeg reads (MP4, WebM, MOV, …). */
  source: string;
  /** The package's folder; replaced whole when it exists. */
  outputDir: string;
  /** The AES-128 key; a new random one when absent. Give the stored one to package again. */
  key?: Uint8Array;
  ladder?: readonly Rung[];
  segmentSeconds?: number;
  captions?: CaptionsInput | null;
  /** x264's preset: `veryfast` keeps a 2-core machine near real time at 1080p. */
  preset?: string;
  /** Whole percentages, rising, from 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** One packaged rendition. */
type PackagedRendition = Pick<
  VariantStream,
  'width' | 'height' | 'bandwidth' | 'averageBandwidth' | 'codecs'
> & { name: string; segments: number };

/** What packaging made: what to store about the package, and its key. */
export type HlsPackage = {
  /** The AES-128 key: the caller stores it; it is in no file of the package. */
  key: Buffer;
  /** Source and options together: equal fingerprints, equal packages (given the key). */
  fingerprint: string;
  durationSeconds: number;
  renditions: PackagedRendition[];
  captions: boolean;
  /** Every file of the package, by name, to copy to storage. */
  files: string[];
  ffmpegVersion: string;
};

type Manifest = Omit<HlsPackage, 'key'> & { layout: number; keyCheck: string };

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

async function fileSha256(file: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { signal })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A key's check value: tells a stored key from another without telling the key. */
const keyCheckOf = (key: Uint8Array) => sha256(Buffer.concat([Buffer.from('key-check'), key]));

/**
 * The RFC 6381 codec of the H.264 in an fMP4 init section, from its avcC box:
 * `avc1.PPCCLL` (profile, constraint flags, level).
 */
export function avcCodecOf(init: Uint8Array): string {
  const at = Buffer.from(init).indexOf('avcC');
  if (at < 0 || at + 8 > init.length) throw new Error('The init section has no avcC box.');
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `avc1.${hex(init[at + 5])}${hex(init[at + 6])}${hex(init[at + 7])}`;
}

/** ffmpeg's arguments for every rendition of `source` into `plainDir`. */
function encodeArguments(
  options: Required<Pick<PackageOptions, 'source' | 'segmentSeconds' | 'preset'>>,
  probe: MediaProbe,
  renditions: readonly Rendition[],
  plainDir: string,
): string[] {
  const { source, segmentSeconds, preset } = options;
  // Screen recordings at 50–60 fps gain nothing for a lesson and cost twice the bits.
  const rate = probe.frameRate && probe.frameRate > 30 ? 'fps=30,' : '';
  const labels = renditions.map((_, i) => `[s${i}]`).join('');
  const graph = [
    `[0:v:0]${rate}split=${renditions.length}${labels}`,
    ...renditions.map(
      (r, i) => `[s${i}]scale=${r.width}:${r.height}:flags=bicubic,setsar=1,format=yuv420p[v${i}]`,
    ),
  ].join(';');
  const args = [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'warning', '-y'],
    ...[...SOURCE_INPUT_OPTIONS, '-i', source, '-filter_complex', graph, '-progress', 'pipe:1'],
  ];
  renditions.forEach((r, i) => {
    args.push(
      ...['-map', `[v${i}]`, ...(probe.hasAudio ? ['-map', '0:a:0'] : [])],
      ...['-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'],
      ...['-c:v', 'libx264', '-preset', preset, '-profile:v', 'high', '-crf', '23'],
      ...['-maxrate', `${r.maxVideoKbps}k`, '-bufsize', `${r.maxVideoKbps * 2}k`],
      // A keyframe exactly where each segment starts: every rendition cuts at the same instants,
      // so the player switches quality at any segment boundary.
      ...['-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`, '-sc_threshold', '0'],
      ...(probe.hasAudio
        ? ['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2', '-ar', '48000']
        : []),
      ...['-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod'],
      ...['-hls_segment_type', 'fmp4', '-hls_flags', 'independent_segments'],
      ...['-hls_fmp4_init_filename', `${r.name}-init.mp4`],
      ...['-hls_segment_filename', path.join(plainDir, `${r.name}-%05d.m4s`)],
      path.join(plainDir, `${r.name}.m3u8`),
    );
  });
  return args;
}

/** The captions file as stored: WebVTT, checked, without a byte-order mark. */
async function readCaptions(file: string): Promise<string> {
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  if (!/^WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text)) throw new Error('The captions are not WebVTT.');
  return text;
}

/** The manifest of the package in `dir`, when there is one of this layout. */
async function readManifest(dir: string): Promise<Manifest | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    return manifest.layout === LAYOUT_VERSION ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * Packages `source` into `outputDir` (docs/streaming.md, "Packaging"). When `outputDir` already
 * holds the package of the same source, options and ffmpeg under the same `key`, answers it
 * without encoding again. Throws NotAVideoError for a source that is no video, FfmpegError when
 * ffmpeg fails, and the signal's reason once it aborts; none of them leaves files behind.
 */
export async function packageHls(options: PackageOptions): Promise<HlsPackage> {
  const { ffmpeg, source, outputDir, signal, onProgress } = options;
  const segmentSeconds = options.segmentSeconds ?? SEGMENT_SECONDS;
  const preset = options.preset ?? 'veryfast';
  const ladder = options.ladder ?? DEFAULT_LADDER;
  const key = Buffer.from(options.key ?? newContentKey());
  if (key.length !== CONTENT_KEY_BYTES) throw new Error('An HLS AES-128 key is 16 bytes.');

  let reported = -1;
  const report = (percent: number) => {
    const whole = Math.min(100, Math.floor(percent));
    if (whole > reported) onProgress?.((reported = whole));
  };
  report(0);

  const captionsText = options.captions ? await readCaptions(options.captions.file) : null;
  const fingerprint = sha256(
    JSON.stringify({
      layout: LAYOUT_VERSION,
      source: await fileSha256(source, signal),
      captions: captionsText === null ? null : sha256(captionsText),
      captionsLabel: options.captions ? [options.captions.language, options.captions.name] : null,
      ladder,
      segmentSeconds,
      preset,
      ffmpeg: ffmpeg.version,
    }),
  );
  const existing = await readManifest(outputDir);
  if (existing?.fingerprint === fingerprint && existing.keyCheck === keyCheckOf(key)) {
    report(100);
    const { layout: _layout, keyCheck: _keyCheck, ...described } = existing;
    return { ...described, key };
  }

  const probe = await probeMedia(ffmpeg, source, signal);
  const renditions = renditionsFor(probe, ladder);
  const work = `${outputDir}.partial-${randomBytes(6).toString('hex')}`;
  const plainDir = path.join(work, 'plain');
  const outDir = path.join(work, 'package');
  try {
    await mkdir(plainDir, { recursive: true });
    await mkdir(outDir, { recursive: true });
    // Encoding is nearly all the work; encrypting and writing the playlists is the last 5 %.
    await runFfmpeg(
      ffmpeg,
      encodeArguments({ source, segmentSeconds, preset }, probe, renditions, plainDir),
      {
        signal,
        onStdoutLine: (line) => {
          const done = progressSeconds(line);
          if (done !== null)
            report((Math.min(done, probe.durationSeconds) / probe.durationSeconds) * 95);
        },
      },
    );

    const files: string[] = [];
    const variants: VariantStream[] = [];
    const packaged: PackagedRendition[] = [];
    for (const rendition of renditions) {
      if (signal?.aborted) throw abortReason(signal);
      const playlist = parseMediaPlaylist(
        await readFile(path.join(plainDir, `${rendition.name}.m3u8`), 'utf8'),
      );
      const expected = new RegExp(`^${rendition.name}-\\d{5}\\.m4s$`);
      if (playlist.initUri !== `${rendition.name}-init.mp4`)
        throw new Error('ffmpeg wrote no init section.');
      if (playlist.segments.length === 0 || !playlist.segments.every((s) => expected.test(s.uri))) {
        throw new Error('ffmpeg wrote unexpected segments.');
      }
      const init = await readFile(path.join(plainDir, playlist.initUri));
      await writeFile(path.join(outDir, playlist.initUri), init);
      let peak = 0;
      let bytes = 0;
      for (const [index, segment] of playlist.segments.entries()) {
        const plain = await readFile(path.join(plainDir, segment.uri));
        const encrypted = encryptSegment(plain, key, playlist.mediaSequence + index);
        await writeFile(path.join(outDir, segment.uri), encrypted);
        bytes += encrypted.length;
        peak = Math.max(peak, (encrypted.length * 8) / Math.max(segment.durationSeconds, 1));
      }
      const total = playlist.segments.reduce((sum, s) => sum + s.durationSeconds, 0);
      await writeFile(
        path.join(outDir, `${rendition.name}.m3u8`),
        writeMediaPlaylist(playlist, true),
      );
      const variant: VariantStream = {
        uri: `${rendition.name}.m3u8`,
        bandwidth: Math.ceil(peak),
        averageBandwidth: Math.ceil((bytes * 8) / total),
        width: rendition.width,
        height: rendition.height,
        frameRate: probe.frameRate ? Math.min(probe.frameRate, 30) : null,
        codecs: [avcCodecOf(init), ...(probe.hasAudio ? ['mp4a.40.2'] : [])].join(','),
      };
      variants.push(variant);
      packaged.push({
        name: rendition.name,
        width: variant.width,
        height: variant.height,
        bandwidth: variant.bandwidth,
        averageBandwidth: variant.averageBandwidth,
        codecs: variant.codecs,
        segments: playlist.segments.length,
      });
      files.push(variant.uri, playlist.initUri, ...playlist.segments.map((s) => s.uri));
    }

    const captions = options.captions
      ? {
          uri: 'captions.m3u8',
          language: options.captions.language ?? 'en',
          name: options.captions.name ?? 'English',
        }
      : null;
    if (captions && captionsText !== null) {
      await writeFile(path.join(outDir, 'captions.vtt'), captionsText);
      await writeFile(
        path.join(outDir, captions.uri),
        writeSubtitlesPlaylist('captions.vtt', probe.durationSeconds),
      );
      files.push(captions.uri, 'captions.vtt');
    }
    await writeFile(path.join(outDir, MASTER_PLAYLIST), writeMasterPlaylist(variants, captions));
    files.push(MASTER_PLAYLIST);

    const result: HlsPackage = {
      key,
      fingerprint,
      durationSeconds: probe.durationSeconds,
      renditions: packaged,
      captions: captions !== null,
      files: files.sort(),
      ffmpegVersion: ffmpeg.version,
    };
    const { key: _key, ...described } = result;
    const manifest: Manifest = { layout: LAYOUT_VERSION, keyCheck: keyCheckOf(key), ...described };
    await writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    if (signal?.aborted) throw abortReason(signal);
    await replaceFolder(outDir, outputDir);
    report(100);
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Puts the folder `from` where `to` is, replacing what was there, by renames only. */
async function replaceFolder(from: string, to: string): Promise<void> {
  const old = `${to}.old-${randomBytes(6).toString('hex')}`;
  let moved = false;
  try {
    await rename(to, old);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await rename(from, to);
  if (moved) await rm(old, { recursive: true, force: true });
}
