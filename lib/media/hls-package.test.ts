import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { checkFfmpeg, findFfmpeg, packagedFfmpegPath, runFfmpeg, type Ffmpeg } from './ffmpeg';
import { avcCodecOf, packageHls } from './hls-package';
import { parseMediaPlaylist } from './hls-playlists';
import { NotAVideoError, probeMedia } from './media-probe';
import { decryptSegment } from './segment-encryption';

/*
 * Packages a 4 s generated source with the ffmpeg that `npm install` brings
 * (@ffmpeg-installer/ffmpeg), the one CI has. Skipped only on a platform that package has no
 * binary for and with no ffmpeg on PATH.
 */

const packaged: string | null = (() => {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    const onPath = (process.env.PATH ?? '')
      .split(path.delimiter)
      .map((d) => path.join(d, 'ffmpeg'));
    return onPath.find((file) => existsSync(file)) ?? null;
  }
})();
const describeWithFfmpeg = packaged ? describe : describe.skip;

jest.setTimeout(60_000);

let work: string;
let ffmpeg: Ffmpeg;
let source: string;
let captions: string;
const key = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');

beforeAll(async () => {
  if (!packaged) return;
  work = mkdtempSync(path.join(tmpdir(), 'hls-package-'));
  // The npm package's ffmpeg by name, rather than the system's that findFfmpeg prefers.
  const fromPackage = await packagedFfmpegPath();
  const checked = fromPackage ? await checkFfmpeg(fromPackage, 'package') : await findFfmpeg();
  if (!('path' in checked)) throw new Error(checked.refused);
  ffmpeg = checked;
  source = path.join(work, 'source.mp4');
  // 960×540 at 25 fps with sound: two rungs of the ladder (360p, 540p), a segment and a bit.
  await runFfmpeg(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=960x540:rate=25:duration=4.5'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=4.5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source],
  ]);
  captions = path.join(work, 'source.vtt');
  writeFileSync(captions, '\uFEFFWEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n');
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Every file of a folder and its bytes. */
const contents = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name))]),
  );

describeWithFfmpeg('packaging a video for protected streaming', () => {
  it('finds an ffmpeg that can package, the npm package’s among them', async () => {
    expect(await packagedFfmpegPath()).toMatch(/@ffmpeg-installer/);
    expect(ffmpeg.version).not.toBe('unknown');
    expect(['system', 'package']).toContain((await findFfmpeg()).origin);
    expect(await probeMedia(ffmpeg, source)).toMatchObject({
      width: 960,
      height: 540,
      frameRate: 25,
      hasAudio: true,
      videoCodec: 'h264',
    });
  });

  it('makes an encrypted adaptive package with captions, the same bytes each time', async () => {
    const outputDir = path.join(work, 'lesson');
    const progress: number[] = [];
    const made = await packageHls({
      ffmpeg,
      source,
      outputDir,
      key,
      captions: { file: captions },
      onProgress: (percent) => progress.push(percent),
    });

    expect(made.key).toEqual(key);
    expect(made.durationSeconds).toBeCloseTo(4.5, 1);
    expect(made.renditions.map((r) => [r.name, r.width, r.height, r.segments])).toEqual([
      ['360p', 640, 360, 2],
      ['540p', 960, 540, 2],
    ]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const files = contents(outputDir);
    expect(Object.keys(files)).toEqual([...made.files, 'manifest.json'].sort());
    // A playlist posing as a video would have ffmpeg fetch addresses or read local files.
    const playlist = path.join(work, 'playlist.mp4');
    writeFileSync(
      playlist,
      `#EXTM3U\n#EXTINF:4,\n${source}\n#EXTINF:4,\nhttp://127.0.0.1:9/a.ts\n`,
    );
    await expect(
      packageHls({ ffmpeg, source: playlist, outputDir: path.join(work, 'notes') }),
    ).rejects.toBeInstanceOf(NotAVideoError);

    expect(readdirSync(work).filter((name) => name.includes('.partial-'))).toEqual([]);
    // The key is in no file of the package.
    for (const bytes of Object.values(files)) expect(bytes.includes(key)).toBe(false);

    const master = files['master.m3u8'].toString();
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=SUBTITLES,.*URI="captions.m3u8"/);
    expect(master).toMatch(/RESOLUTION=640x360,CODECS="avc1\.64001e,mp4a\.40\.2"/);
    expect(master).toMatch(/RESOLUTION=960x540,CODECS="avc1\.64001f,mp4a\.40\.2"/);
    expect(files['captions.vtt'].toString()).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n',
    );

    for (const rendition of made.renditions) {
      const text = files[`${rendition.name}.m3u8`].toString();
      expect(text).toContain('#EXT-X-KEY:METHOD=AES-128,URI="key"\n');
      const playlist = parseMediaPlaylist(text);
      // Cut on the keyframe forced at 4 s; the rest, as long as the sound, after it.
      expect(playlist.segments.map((s) => s.durationSeconds)).toEqual([4, expect.any(Number)]);
      expect(playlist.segments[1].durationSeconds).toBeCloseTo(0.5, 1);
      const init = files[playlist.initUri!];
      expect(init.subarray(4, 8).toString()).toBe('ftyp');
      expect(avcCodecOf(init)).toBe(rendition.codecs.split(',')[0]);
      for (const [index, segment] of playlist.segments.entries()) {
        const encrypted = files[segment.uri];
        const plain = decryptSegment(encrypted, key, index);
        expect(plain.subarray(4, 8).toString()).toMatch(/^(styp|moof)$/);
        expect(encrypted.subarray(4, 8).toString()).not.toMatch(/^(styp|moof)$/);
        expect(plain.includes('mdat')).toBe(true);
        expect(encrypted.includes('mdat')).toBe(false);
      }
    }

    // A second packaging of the same source with the same key: the same package, byte for byte.
    const again = path.join(work, 'lesson-again');
    const remade = await packageHls({
      ffmpeg,
      source,
      outputDir: again,
      key,
      captions: { file: captions },
    });
    expect(remade.fingerprint).toBe(made.fingerprint);
    expect(contents(again)).toEqual(files);

    // Asked again where it already is: answered from the package, without encoding.
    const started = Date.now();
    const reused = await packageHls({
      ffmpeg,
      source,
      outputDir,
      key,
      captions: { file: captions },
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(reused).toEqual(made);
  });

  it('packages a silent recording below the lowest rung at its own size, video only', async () => {
    const silent = path.join(work, 'silent.webm');
    await runFfmpeg(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=426x240:rate=15:duration=2'],
      ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-b:v', '200k', silent],
    ]);
    const made = await packageHls({ ffmpeg, source: silent, outputDir: path.join(work, 'silent') });
    expect(made.renditions).toEqual([
      expect.objectContaining({
        name: '240p',
        width: 426,
        height: 240,
        codecs: expect.stringMatching(/^avc1\.64[0-9a-f]{4}$/),
      }),
    ]);
    expect(made.captions).toBe(false);
    expect(made.key).toHaveLength(16);
  });

  it('stops when cancelled and when the file is no video, leaving nothing behind', async () => {
    const outputDir = path.join(work, 'cancelled');
    const controller = new AbortController();
    await expect(
      packageHls({
        ffmpeg,
        source,
        outputDir,
        signal: controller.signal,
        // Cancelled while ffmpeg encodes: its first report of progress.
        onProgress: (percent) => percent > 0 && controller.abort(),
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });

    const text = path.join(work, 'notes.mp4');
    writeFileSync(text, 'not a video at all');
    await expect(
      packageHls({ ffmpeg, source: text, outputDir: path.join(work, 'notes') }),
    ).rejects.toBeInstanceOf(NotAVideoError);

    expect(
      readdirSync(work).filter((name) => /^(cancelled|notes)$|\.partial-|\.old-/.test(name)),
    ).toEqual([]);
  });
});
