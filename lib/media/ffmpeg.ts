import { spawn, type ChildProcess } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';

/*
 * Which ffmpeg packages lessons (docs/streaming.md, "ffmpeg"): a system ffmpeg on PATH when it
 * has what packaging needs (libx264, the AAC encoder, the HLS muxer writing fMP4 segments),
 * otherwise the static build inside the npm package @ffmpeg-installer/ffmpeg, which `npm install`
 * alone brings (its binary ships in the package: no download, no install script needed).
 */

/** An ffmpeg that can package lessons. */
export type Ffmpeg = {
  /** Absolute path of the executable. */
  path: string;
  /** The version line's version, e.g. `5.1.9-0+deb12u1` or `N-47683-g0e8eb07980-static`. */
  version: string;
  /** Found on PATH, or the binary inside the npm package. */
  origin: 'system' | 'package';
};

/**
 * Put before a source's `-i`: read it from the local file only, as MP4/MOV, Matroska/WebM or Ogg
 * (what the console accepts). A crafted upload could otherwise be an HLS or concat playlist that
 * makes ffmpeg fetch addresses or read other local files into the lesson.
 */
export const SOURCE_INPUT_OPTIONS = [
  ...['-protocol_whitelist', 'file'],
  ...['-format_whitelist', 'mov,matroska,ogg'],
] as const;

/** An ffmpeg that exited with an error; `detail` is the end of what it wrote to stderr. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly detail: string,
  ) {
    super(detail ? `${message}: ${detail}` : message);
    this.name = 'FfmpegError';
  }
}

/** The end of stderr kept for an error: enough for ffmpeg's reason, never a whole log. */
const STDERR_TAIL = 4000;

type RunOptions = {
  signal?: AbortSignal;
  /** Each line ffmpeg writes on stdout (with `-progress pipe:1`, one `key=value` a line). */
  onStdoutLine?: (line: string) => void;
};

/** The reason an aborted run rejects with: the signal's own, or a plain AbortError. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The packaging was cancelled.', 'AbortError');
}

/**
 * The tools running now. A child outlives the process that started it, so a server stopped while
 * it packaged a lesson left ffmpeg writing into its data folder; each is killed as the process
 * exits (docs/streaming.md, "No ffmpeg outlives its server").
 */
const running = new Set<ChildProcess>();
let killsOnExit = false;

function whileProcessLives(child: ChildProcess): () => void {
  if (!killsOnExit) {
    killsOnExit = true;
    process.on('exit', () => {
      for (const tool of running) tool.kill('SIGKILL');
    });
  }
  running.add(child);
  return () => running.delete(child);
}

/**
 * Runs `executable` with `args` (never through a shell) and answers what it wrote to stderr.
 * Rejects with FfmpegError when it exits non-zero, or with the signal's reason once `signal`
 * aborts (the process is killed at once).
 */
export function runTool(
  executable: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<{ stderr: string; exitCode: number | null }> {
  const { signal, onStdoutLine } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const child = spawn(executable, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const forget = whileProcessLives(child);
    let stderr = '';
    let pending = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Probing reads the whole header; packaging logs only warnings (-loglevel warning).
      stderr = (stderr + chunk).slice(-64_000);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!onStdoutLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onStdoutLine(line.trim());
    });
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      forget();
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (exitCode) => {
      forget();
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return reject(abortReason(signal));
      if (pending && onStdoutLine) onStdoutLine(pending.trim());
      resolve({ stderr, exitCode });
    });
  });
}

/** Runs ffmpeg; rejects with FfmpegError (and the end of its stderr) unless it exits 0. */
export async function runFfmpeg(
  ffmpeg: Ffmpeg,
  args: readonly string[],
  options: RunOptions = {},
): Promise<string> {
  const { stderr, exitCode } = await runTool(ffmpeg.path, args, options);
  if (exitCode !== 0) {
    throw new FfmpegError(`ffmpeg exited with ${exitCode}`, exitCode, stderr.slice(-STDERR_TAIL));
  }
  return stderr;
}

/** What packaging needs of an ffmpeg build; each is looked for in its own listing. */
const NEEDS = [
  { args: ['-hide_banner', '-encoders'], pattern: /^\s*V\S*\s+libx264\s/m, what: 'libx264' },
  { args: ['-hide_banner', '-encoders'], pattern: /^\s*A\S*\s+aac\s/m, what: 'the AAC encoder' },
  {
    args: ['-hide_banner', '-h', 'muxer=hls'],
    pattern: /hls_fmp4_init_filename/,
    what: 'HLS fMP4',
  },
] as const;

/**
 * The ffmpeg at `executable` with its version, or the reason it cannot package lessons (it does
 * not run, or lacks libx264, AAC or the HLS muxer's fMP4 segments).
 */
export async function checkFfmpeg(
  executable: string,
  origin: Ffmpeg['origin'],
): Promise<Ffmpeg | { refused: string }> {
  try {
    const listings = new Map<string, Promise<string>>();
    const stdoutOf = (args: readonly string[]) => {
      const key = args.join(' ');
      if (!listings.has(key)) listings.set(key, captureStdout(executable, args));
      return listings.get(key)!;
    };
    const firstLine = await stdoutOf(['-hide_banner', '-version']);
    if (!firstLine.startsWith('ffmpeg version')) return { refused: `${executable} is no ffmpeg` };
    for (const need of NEEDS) {
      if (!need.pattern.test(await stdoutOf(need.args))) {
        return { refused: `${executable} has no ${need.what}` };
      }
    }
    const match = /^ffmpeg version (\S+)/m.exec(firstLine);
    return { path: executable, version: match?.[1] ?? 'unknown', origin };
  } catch (error) {
    return { refused: `${executable} does not run (${(error as Error).message})` };
  }
}

function captureStdout(executable: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

/** The first `ffmpeg` executable on PATH, or null. */
async function onPath(name: string, pathVariable = process.env.PATH ?? ''): Promise<string | null> {
  for (const folder of pathVariable.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

/**
 * The binary inside @ffmpeg-installer/ffmpeg, or null on a platform it has no build for (its
 * per-platform packages are optional dependencies; the index throws a string when none fits).
 */
export async function packagedFfmpegPath(): Promise<string | null> {
  try {
    const installer = await import('@ffmpeg-installer/ffmpeg');
    return (installer.default ?? installer).path;
  } catch {
    return null;
  }
}

let found: Promise<Ffmpeg> | undefined;

/**
 * The ffmpeg this process packages with, found once: the system's on PATH when it can package,
 * else the npm package's. Rejects, naming what was tried, when neither can.
 */
export function findFfmpeg(): Promise<Ffmpeg> {
  found ??= (async () => {
    const reasons: string[] = [];
    const system = await onPath('ffmpeg');
    if (system) {
      const checked = await checkFfmpeg(system, 'system');
      if ('path' in checked) return checked;
      reasons.push(checked.refused);
    } else {
      reasons.push('no ffmpeg on PATH');
    }
    const packaged = await packagedFfmpegPath();
    if (packaged) {
      const checked = await checkFfmpeg(packaged, 'package');
      if ('path' in checked) return checked;
      reasons.push(checked.refused);
    } else {
      reasons.push('@ffmpeg-installer/ffmpeg has no binary for this platform');
    }
    throw new Error(`No ffmpeg can package lessons: ${reasons.join('; ')}`);
  })();
  found.catch(() => (found = undefined));
  return found;
}
