'use client';

import type Hls from 'hls.js';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import type { HlsLessonStream } from '@/lib/lessons/stream-types';
import { videoMessages } from '@/lib/lessons/texts';

import { AUTO_QUALITY, qualityLevels, type QualityLevel } from './quality-menu';
import { StreamTokens, type StreamLoss, type StreamRenewal } from './stream-tokens';

/** Why the stream stopped: the student's access (dialogs), a refusal to show, or a failure. */
export type StreamStop = StreamLoss | { kind: 'error' };

/** The answers that mean the server refused the request itself (a token, a key), not the network. */
const REFUSED = [401, 403];

type HlsPlaybackOptions = {
  media: RefObject<HTMLVideoElement | null>;
  /** The stream to play; null plays nothing (the lesson is a file or a link). */
  stream: HlsLessonStream | null;
  videoId: number;
  /** Whether captions start shown (the student's preference). */
  captions: boolean;
  /** A fresh token for the same playback (lesson-calls.ts, renewLessonStream). */
  renew: (token: string) => Promise<StreamRenewal>;
  onStop: (why: StreamStop) => void;
};

export type HlsPlayback = {
  /** The renditions to choose from, highest first; empty with the browser's own HLS player. */
  levels: QualityLevel[];
  /** The student's choice: a level's index or AUTO_QUALITY. */
  chosen: number;
  /** The level playing now. */
  playing: number | null;
  choose: (index: number) => void;
};

/** Whether this browser has MediaSource, which hls.js plays through (Chromium, Firefox, Safari). */
function hasMediaSource(): boolean {
  return 'MediaSource' in window || 'ManagedMediaSource' in window;
}

/**
 * Plays an HLS lesson in `media` (docs/streaming.md, "The player"). hls.js is fetched only now,
 * and used wherever MediaSource exists: Chromium also claims to play HLS itself but cannot play
 * AES-128 fMP4, so `canPlayType` is asked only without MediaSource (iPhones before iOS 17.1).
 * Every request carries the newest token; the first refused key or file stops the player at once
 * (hls.js would ask for a refused key again every second) and the server is asked why.
 */
export function useHlsPlayback({
  media,
  stream,
  videoId,
  captions,
  renew,
  onStop,
}: HlsPlaybackOptions): HlsPlayback {
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [chosen, setChosen] = useState(AUTO_QUALITY);
  const [playing, setPlaying] = useState<number | null>(null);
  const engine = useRef<Hls | null>(null);
  // The callbacks change with every render of the player; the stream does not restart for that.
  const latest = useRef({ renew, onStop, captions });
  useEffect(() => {
    latest.current = { renew, onStop, captions };
  });

  useEffect(() => {
    const video = media.current;
    if (!stream || !video) return;
    let closed = false;
    let halted = false;
    let native = false;

    const report = (why: StreamStop) => {
      if (!closed) latest.current.onStop(why);
    };
    const tokens = new StreamTokens({
      stream,
      videoId,
      renew: (token) => latest.current.renew(token),
      onLoss: (loss) => {
        halt();
        report(loss);
      },
      onRenewed: (fresh) => {
        // The browser's own player fetches by itself: it is given the playlist again, in place.
        if (!native) return;
        const at = video.currentTime;
        const resume = !video.paused;
        video.src = fresh.master;
        video.addEventListener(
          'loadedmetadata',
          () => {
            video.currentTime = at;
            if (resume) void video.play().catch(() => {});
          },
          { once: true },
        );
      },
    });
    function halt() {
      if (halted) return;
      halted = true;
      tokens.stop();
      engine.current?.destroy();
      engine.current = null;
    }
    /** A refused key or file: stop now, then ask the lesson again, whose answer says why. */
    async function explainRefusal() {
      if (halted) return;
      const token = tokens.token;
      halt();
      const answer = await latest.current.renew(token).catch((): StreamRenewal => ({
        kind: 'failed',
      }));
      report(
        answer.kind === 'renewed' || answer.kind === 'failed'
          ? { kind: 'refused', message: videoMessages.streamRefused }
          : answer,
      );
    }
    const playNatively = () => {
      if (!video.canPlayType('application/vnd.apple.mpegurl')) {
        halt();
        report({ kind: 'error' });
        return;
      }
      native = true;
      video.src = tokens.master;
    };

    if (!hasMediaSource()) {
      playNatively();
    } else {
      import('hls.js').then(
        ({ default: HlsPlayer }) => {
          if (closed || halted) return;
          if (!HlsPlayer.isSupported()) {
            playNatively();
            return;
          }
          let recovered = false;
          const hls = new HlsPlayer({
            // Auto never fetches more lines than the player shows (the student may still choose).
            capLevelToPlayerSize: true,
            // hls.js awaits this before sending: a token that has ended is renewed first.
            xhrSetup: async (xhr, url) => {
              await tokens.fresh();
              xhr.open('GET', tokens.address(url), true);
            },
          });
          engine.current = hls;
          hls.subtitleDisplay = latest.current.captions;
          hls.on(HlsPlayer.Events.MANIFEST_PARSED, () => setLevels(qualityLevels(hls.levels)));
          hls.on(HlsPlayer.Events.LEVEL_SWITCHED, (_event, data) => setPlaying(data.level));
          hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
            if (REFUSED.includes(data.response?.code ?? 0)) {
              void explainRefusal();
            } else if (data.fatal) {
              if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && !recovered) {
                recovered = true;
                hls.recoverMediaError();
              } else {
                halt();
                report({ kind: 'error' });
              }
            }
          });
          hls.loadSource(tokens.master);
          hls.attachMedia(video);
        },
        () => {
          halt();
          report({ kind: 'error' });
        },
      );
    }

    return () => {
      closed = true;
      halt();
      if (native) {
        video.removeAttribute('src');
        video.load();
      }
    };
  }, [media, stream, videoId]);

  const choose = useCallback((index: number) => {
    const hls = engine.current;
    if (!hls) return;
    hls.currentLevel = index;
    setChosen(index);
  }, []);

  return { levels, chosen, playing, choose };
}
