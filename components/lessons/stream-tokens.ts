import {
  lessonStreamPrefix,
  STREAM_TOKEN_PARAMETER,
  streamTokenOf,
  type HlsLessonStream,
} from '@/lib/lessons/stream-types';

/*
 * Keeps a stream's playback token fresh while a lesson plays (docs/streaming.md, "The player"):
 * a token lasts about an hour, shorter than some lessons with their pauses. The player asks for a
 * new one before the old one ends, and every request hls.js makes gets the newest token.
 */

/** What asking for a fresh token can answer. */
export type StreamRenewal =
  | { kind: 'renewed'; stream: HlsLessonStream }
  | { kind: 'signed-out' }
  | { kind: 'subscribe' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** Why the stream cannot go on: the student's access ended, or the server said no. */
export type StreamLoss = Exclude<StreamRenewal, { kind: 'renewed' } | { kind: 'failed' }>;

/** A fresh token is asked for this long before the old one ends… */
const RENEW_BEFORE_MS = 5 * 60_000;
/** …or, for a token shorter than twice that, halfway through its life. */
const RENEW_AT_SHARE_LEFT = 0.5;
/** A token this close to its end is not used for a new request: a fresh one is awaited. */
const EXPIRY_MARGIN_MS = 10_000;
/** A renewal that failed on the network is tried again after this long. */
const RETRY_AFTER_MS = 15_000;

/** How long after receiving a token lasting `expiresInSeconds` its renewal is due. */
export function renewalDelayMs(expiresInSeconds: number): number {
  const left = expiresInSeconds * 1000;
  return Math.max(left - RENEW_BEFORE_MS, left * RENEW_AT_SHARE_LEFT, 1000);
}

type StreamTokensOptions = {
  stream: HlsLessonStream;
  videoId: number;
  /** Asks the server for a fresh token for the same playback. */
  renew: (current: string) => Promise<StreamRenewal>;
  /** Called once when a renewal says the stream cannot go on. */
  onLoss: (loss: StreamLoss) => void;
  /** Called with each fresh stream (the browser's own HLS player reloads the playlist with it). */
  onRenewed?: (stream: HlsLessonStream) => void;
  /** The clock; tests pass their own. */
  now?: () => number;
};

/**
 * The stream's current token: renewed on a timer, and awaited by `fresh()` when a request is
 * about to be made with one that has ended (a laptop woken from sleep, a tab the browser froze).
 */
export class StreamTokens {
  private stream: HlsLessonStream;
  private readonly prefix: string;
  private readonly renew: StreamTokensOptions['renew'];
  private readonly onLoss: StreamTokensOptions['onLoss'];
  private readonly onRenewed: StreamTokensOptions['onRenewed'];
  private readonly now: () => number;
  /** When the current token ends, by this device's clock. */
  private endsAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private renewing: Promise<void> | null = null;
  private stopped = false;

  constructor({ stream, videoId, renew, onLoss, onRenewed, now = Date.now }: StreamTokensOptions) {
    this.stream = stream;
    this.prefix = lessonStreamPrefix(videoId);
    this.renew = renew;
    this.onLoss = onLoss;
    this.onRenewed = onRenewed;
    this.now = now;
    this.accept(stream);
  }

  /** The master playlist's address with the current token. */
  get master(): string {
    return this.stream.master;
  }

  /** The token in use. */
  get token(): string {
    return streamTokenOf(this.stream.master) ?? '';
  }

  /**
   * `url` with the current token, when it is an address of this stream (on this site, under the
   * lesson's stream prefix); any other address as it is.
   */
  address(url: string): string {
    let parsed: URL;
    try {
      parsed = new URL(url, window.location.href);
    } catch {
      return url;
    }
    if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith(this.prefix)) {
      return url;
    }
    parsed.searchParams.set(STREAM_TOKEN_PARAMETER, this.token);
    return parsed.toString();
  }

  /** Resolves when the token is good for a request: at once, or after a renewal it waits for. */
  fresh(): Promise<void> {
    if (this.stopped || this.now() < this.endsAt - EXPIRY_MARGIN_MS) return Promise.resolve();
    return this.renewNow();
  }

  /** Stops renewing (the player was closed or the stream was refused). */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private accept(stream: HlsLessonStream) {
    this.stream = stream;
    this.endsAt = this.now() + stream.expiresInSeconds * 1000;
    this.schedule(renewalDelayMs(stream.expiresInSeconds));
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.renewNow();
    }, delayMs);
  }

  /** One renewal at a time: a request that needs the token waits for the one under way. */
  private renewNow(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.renewing ??= this.renew(this.token)
      .catch((): StreamRenewal => ({ kind: 'failed' }))
      .then((answer) => {
        if (this.stopped) return;
        if (answer.kind === 'renewed') {
          this.accept(answer.stream);
          this.onRenewed?.(answer.stream);
        } else if (answer.kind === 'failed') {
          // The network, or a server error: the buffered lesson plays on while it is retried.
          this.schedule(RETRY_AFTER_MS);
        } else {
          this.stop();
          this.onLoss(answer);
        }
      })
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }
}
