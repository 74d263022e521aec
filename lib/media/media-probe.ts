import {
  abortReason,
  FfmpegError,
  runFfmpeg,
  runTool,
  SOURCE_INPUT_OPTIONS,
  type Ffmpeg,
} from './ffmpeg';

/*
 * What a source video is, read from ffmpeg's own description of its input (`ffmpeg -i`), so that
 * packaging needs one binary: @ffmpeg-installer ships no ffprobe, and @ffprobe-installer would be
 * a second 79 MB download for four numbers (docs/streaming.md, "ffmpeg").
 */

/** A source video as packaging sees it. */
export type MediaProbe = {
  durationSeconds: number;
  /** The picture as displayed: rotation applied, non-square pixels stretched. */
  width: number;
  height: number;
  /** Frames per second; null when the container does not say. */
  frameRate: number | null;
  hasAudio: boolean;
  videoCodec: string;
};

/** A file ffmpeg cannot read as a video. */
export class NotAVideoError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAVideoError';
  }
}

const seconds = (clock: string) => {
  const [h, m, s] = clock.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/**
 * Reads what `ffmpeg -hide_banner -i file` wrote about the first input. Exported for its test;
 * `probeMedia` is what callers use.
 */
export function parseInputDescription(text: string): Omit<MediaProbe, 'durationSeconds'> & {
  durationSeconds: number | null;
} {
  const input = text.split(/^Input #1,/m)[0];
  const duration = /^\s*Duration: (\d+:\d\d:\d\d(?:\.\d+)?)/m.exec(input);
  const streams = input.split(/^(?=\s*Stream #0:)/m).slice(1);
  const video = streams.find(
    (s) => /^\s*Stream #0:\S*: Video: /.test(s) && !/attached pic/.test(s),
  );
  if (!video) throw new NotAVideoError('The file has no video stream.');
  const header = video.split('\n')[0];
  const codec = /: Video: (\w+)/.exec(header)![1];
  const size = /\s(\d{2,5})x(\d{2,5})(?=[\s,])/.exec(header);
  if (!size) throw new NotAVideoError('The video stream has no picture size.');
  let width = Number(size[1]);
  let height = Number(size[2]);
  const dar = /DAR (\d+):(\d+)/.exec(header);
  if (dar && Number(dar[1]) > 0 && Number(dar[2]) > 0) {
    width = Math.round((height * Number(dar[1])) / Number(dar[2]));
  }
  // ffmpeg 5+ describes a phone's rotation as side data, ffmpeg 4 as a `rotate` tag.
  const rotation =
    /displaymatrix: rotation of (-?[\d.]+) degrees/.exec(video)?.[1] ??
    /^\s*rotate\s*: (-?\d+)/m.exec(video)?.[1];
  if (rotation && Math.abs(Number(rotation)) % 180 === 90) [width, height] = [height, width];
  const rate = /\s([\d.]+) fps/.exec(header) ?? /\s([\d.]+) tbr/.exec(header);
  return {
    durationSeconds: duration ? seconds(duration[1]) : null,
    width,
    height,
    frameRate: rate ? Number(rate[1]) : null,
    hasAudio: streams.some((s) => /^\s*Stream #0:\S*: Audio: /.test(s)),
    videoCodec: codec,
  };
}

/** The last `out_time=` of a `-progress` report, in seconds. */
export function progressSeconds(line: string): number | null {
  const match = /^out_time=(\d+:\d\d:\d\d(?:\.\d+)?)$/.exec(line);
  return match ? seconds(match[1]) : null;
}

/**
 * Duration, picture size, frame rate and whether there is sound, for the video at `file`. A
 * container that does not state its duration (a browser's MediaRecorder WebM) is read to its end.
 * Throws NotAVideoError for a file ffmpeg cannot read or that has no picture.
 */
export async function probeMedia(
  ffmpeg: Ffmpeg,
  file: string,
  signal?: AbortSignal,
): Promise<MediaProbe> {
  // ffmpeg exits 1 here ("At least one output file must be specified") after describing the input.
  const { stderr } = await runTool(
    ffmpeg.path,
    ['-hide_banner', '-nostdin', ...SOURCE_INPUT_OPTIONS, '-i', file],
    {
      signal,
    },
  );
  if (!/^Input #0,/m.test(stderr)) {
    throw new NotAVideoError(`ffmpeg cannot read the file: ${stderr.trim().split('\n').at(-1)}`);
  }
  const described = parseInputDescription(stderr);
  if (described.durationSeconds !== null && described.durationSeconds > 0) {
    return { ...described, durationSeconds: described.durationSeconds };
  }
  let last = 0;
  try {
    await runFfmpeg(
      ffmpeg,
      [
        ...['-hide_banner', '-nostdin', '-nostats', ...SOURCE_INPUT_OPTIONS, '-i', file],
        ...['-map', '0:v:0', '-c', 'copy'],
        ...['-progress', 'pipe:1', '-f', 'null', '-'],
      ],
      { signal, onStdoutLine: (line) => (last = progressSeconds(line) ?? last) },
    );
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (error instanceof FfmpegError)
      throw new NotAVideoError('The video cannot be read to its end.');
    throw error;
  }
  if (last <= 0) throw new NotAVideoError('The video has no length.');
  return { ...described, durationSeconds: last };
}
