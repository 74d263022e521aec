'use client';

import ReactPlayer from 'react-player';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { lessonMediaUrl } from '@/lib/lessons/media';
import type { HlsLessonStream } from '@/lib/lessons/stream-types';
import {
  DEFAULT_PLAYER_PREFERENCES,
  PLAYBACK_RATES,
  PLAYER_TIMING,
  videoMessages,
  type PlaybackRate,
} from '@/lib/lessons/texts';
import type { PlayerPreferences, Video } from '@/lib/lessons/calls';

import { cn } from '@/components/ui/cn';
import {
  isMissingCall,
  renewLessonStream,
  savePreferences,
  saveProgress,
  saveProgressOnLeave,
} from '@/components/lessons/lesson-calls';

import { PlayerFrame } from './player-frame';
import { QualityMenu } from './quality-menu';
import { useHlsPlayback, type StreamStop } from './use-hls-playback';
import { usePlayerFullscreen } from './use-player-fullscreen';
import { useWatermark } from './use-watermark';
import { announceWatched } from './watched-events';

/** The student can no longer watch: the page asks them to sign in or subscribe, as on play. */
export type AccessLost = 'signed-out' | 'subscribe';

type LessonMediaPlayerProps = {
  /** The lesson with its media (only a subscribed student receives it). */
  video: Video;
  /** The lesson's encrypted stream, played with hls.js; null plays `video.path` as it is. */
  stream: HlsLessonStream | null;
  /** Where the student stopped last time, in seconds; null when not known. */
  resumeAt: number | null;
  watched: boolean;
  /** False when the API does not remember positions: the player then only plays. */
  rememberProgress: boolean;
  /** The student's speed and captions choice; null when the API does not remember them. */
  preferences: PlayerPreferences | null;
  /** The signed-in student's email, shown moving over the video; null shows nothing. */
  watermark: string | null;
  onAccessLost: (why: AccessLost) => void;
};

/** Closer to the end than this, a lesson starts again from the beginning instead of resuming. */
const RESTART_WITHIN_SECONDS = 3;

const isPlaybackRate = (rate: number): rate is PlaybackRate =>
  (PLAYBACK_RATES as readonly number[]).includes(rate);

const rateLabel = (rate: number) => `${rate}×`;

/** Kinds of text track that are captions (hls.js and Safari name the playlist's "subtitles"). */
const isCaptionsTrack = (track: TextTrack) =>
  track.kind === 'captions' || track.kind === 'subtitles';

/**
 * What the browser's own controls may not do with a lesson: offer the file for download, go full
 * screen without the overlay (the stage does, usePlayerFullscreen) or float in a picture-in-picture
 * window without it. react-player does not pass these attributes on, so they are set here.
 */
function restrictControls(element: HTMLVideoElement) {
  element.setAttribute('controlslist', 'nodownload nofullscreen');
  element.disablePictureInPicture = true;
}

/**
 * Plays a lesson: its encrypted stream with hls.js (a quality menu beside the speed), or with
 * react-player hosted files through the media route (with their captions) and external URLs
 * (YouTube, Vimeo, a CDN) as react-player does. It resumes where the student stopped, saves the
 * position at most every five seconds while playing (and on pause, at the end and when the page
 * is left), and remembers the speed and captions choice. The student's email moves over the
 * video, and full screen takes the whole stage so the overlay stays (docs/lessons.md).
 */
export function LessonMediaPlayer({
  video,
  stream,
  resumeAt,
  watched: initiallyWatched,
  rememberProgress,
  preferences,
  watermark,
  onAccessLost,
}: LessonMediaPlayerProps) {
  const speedId = useId();
  const media = useRef<HTMLVideoElement | null>(null);
  // The element itself as state too: react-player mounts its video later than this component.
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const stage = useRef<HTMLDivElement | null>(null);
  const frame = useRef<HTMLDivElement | null>(null);
  const [playing, setPlaying] = useState(true);
  const [failed, setFailed] = useState(false);
  const [stopped, setStopped] = useState<StreamStop | null>(null);
  const [rate, setRate] = useState<PlaybackRate>(
    (preferences ?? DEFAULT_PLAYER_PREFERENCES).playbackRate,
  );
  const [captionsOn, setCaptionsOn] = useState(
    (preferences ?? DEFAULT_PLAYER_PREFERENCES).captions,
  );
  const savesPreferences = useRef(preferences !== null);
  const savesProgress = useRef(rememberProgress);
  const position = useRef<{ at: number; duration: number | null }>({ at: 0, duration: null });
  const saved = useRef<{ at: number; when: number }>({ at: resumeAt ?? 0, when: Date.now() });
  const watched = useRef(initiallyWatched);
  /**
   * Where the stretch of play the next save ends began: set on play, on a seek and to the
   * position after each save, sent as `from` so insight marks only what played (docs/insight.md).
   */
  const playedFrom = useRef<number | null>(null);
  /** Set on the first play: nothing is saved for a player that never played. */
  const started = useRef(false);

  const src = stream ? undefined : (lessonMediaUrl(video.path) ?? undefined);
  const captionsSrc = stream ? null : lessonMediaUrl(video.captions);
  const [hasCaptions, setHasCaptions] = useState(captionsSrc !== null);

  const attach = useCallback((node: HTMLVideoElement | null) => {
    media.current = node;
    setElement(node);
    if (node instanceof HTMLVideoElement) restrictControls(node);
  }, []);

  const renew = useCallback(
    (token: string) => renewLessonStream(video.videoId, token),
    [video.videoId],
  );
  const stop = useCallback(
    (why: StreamStop) => {
      if (why.kind === 'signed-out' || why.kind === 'subscribe') onAccessLost(why.kind);
      else setStopped(why);
    },
    [onAccessLost],
  );
  const hls = useHlsPlayback({
    media,
    // A failed video element ends the stream too (its element is replaced by the message).
    stream: failed ? null : stream,
    videoId: video.videoId,
    captions: captionsOn,
    renew,
    onStop: stop,
  });
  const fullscreen = usePlayerFullscreen(stage);
  useWatermark(frame, watermark);

  /** Reads where the player is; the media element and the video hosts' elements alike. */
  const measure = useCallback(() => {
    const element = media.current;
    if (!element) return position.current;
    const duration =
      Number.isFinite(element.duration) && element.duration > 0 ? element.duration : null;
    position.current = { at: element.currentTime || 0, duration };
    return position.current;
  }, []);

  const save = useCallback(
    async (force = false) => {
      if (!savesProgress.current || !started.current) return;
      const { at, duration } = measure();
      if (!force && Math.abs(at - saved.current.at) < 1) return;
      saved.current = { at, when: Date.now() };
      const from = playedFrom.current;
      playedFrom.current = at;
      try {
        const answer = await saveProgress({
          videoId: video.videoId,
          position: at,
          ...(duration !== null && { duration }),
          ...(from !== null && from <= at && { from }),
        });
        if (isMissingCall(answer.status)) savesProgress.current = false;
        if (answer.status === 200 && answer.data?.watched && !watched.current) {
          watched.current = true;
          announceWatched(video.videoId);
        }
      } catch {
        // A position lost to the network is saved with the next one.
      }
    },
    [measure, video.videoId],
  );

  // The position is read every second while playing; saved every five seconds.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      measure();
      if (Date.now() - saved.current.when >= PLAYER_TIMING.saveEveryMs) void save();
    }, PLAYER_TIMING.progressIntervalMs);
    return () => window.clearInterval(timer);
  }, [playing, measure, save]);

  // Leaving the page (closing it, another tab, a phone's home button) keeps the position.
  useEffect(() => {
    const leave = () => {
      if (!savesProgress.current || !started.current) return;
      const { at, duration } = measure();
      if (Math.abs(at - saved.current.at) < 1) return;
      saved.current = { at, when: Date.now() };
      const from = playedFrom.current;
      playedFrom.current = at;
      saveProgressOnLeave({
        videoId: video.videoId,
        position: at,
        ...(duration !== null && { duration }),
        ...(from !== null && from <= at && { from }),
      });
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      // Another lesson chosen in the page: this one's position is saved on the way out too.
      leave();
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [measure, video.videoId]);

  /**
   * On the first play, waits for the media to know its length (checked every 100 ms, for up to
   * five seconds) and seeks to where the student stopped, unless that was the very end.
   */
  const resume = useCallback(() => {
    if (started.current) return;
    started.current = true;
    if (!resumeAt || resumeAt < 1) return;
    const since = Date.now();
    const timer = window.setInterval(() => {
      const element = media.current;
      const { duration } = measure();
      if (element && duration !== null) {
        window.clearInterval(timer);
        if (resumeAt < duration - RESTART_WITHIN_SECONDS) element.currentTime = resumeAt;
      } else if (Date.now() - since > PLAYER_TIMING.seekOnPlayWaitMs) {
        window.clearInterval(timer);
      }
    }, PLAYER_TIMING.durationCheckMs);
  }, [measure, resumeAt]);

  const remember = useCallback((change: Partial<PlayerPreferences>) => {
    if (!savesPreferences.current) return;
    savePreferences(change)
      .then((answer) => {
        if (isMissingCall(answer.status)) savesPreferences.current = false;
      })
      .catch(() => {});
  }, []);

  const chooseRate = (next: PlaybackRate) => {
    if (next === rate) return;
    setRate(next);
    remember({ playbackRate: next });
  };

  const chooseCaptions = (on: boolean) => {
    if (on === captionsOn) return;
    setCaptionsOn(on);
    remember({ captions: on });
  };

  // The load of the media resets its speed to the default one: make the choice the default.
  useEffect(() => {
    if (!element) return;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }, [rate, element]);

  // The captions tracks follow the choice, those hls.js adds from the playlist as they come; the
  // browser's own CC menu changes the choice.
  useEffect(() => {
    const tracks = element?.textTracks;
    if (!tracks) return;
    const captionsTracks = () => Array.from(tracks).filter(isCaptionsTrack);
    const apply = () => {
      const present = captionsTracks();
      if (present.length > 0) setHasCaptions(true);
      const mode = captionsOn ? 'showing' : 'hidden';
      for (const track of present) if (track.mode !== mode) track.mode = mode;
    };
    const changed = () => {
      const showing = captionsTracks().some((track) => track.mode === 'showing');
      if (showing !== captionsOn) chooseCaptions(showing);
    };
    apply();
    tracks.addEventListener('addtrack', apply);
    tracks.addEventListener('change', changed);
    return () => {
      tracks.removeEventListener('addtrack', apply);
      tracks.removeEventListener('change', changed);
    };
    // chooseCaptions reads the current choice; re-binding on it is what this effect does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [captionsOn, element]);

  const problem =
    stopped?.kind === 'refused'
      ? stopped.message
      : stopped || failed
        ? videoMessages.loadError
        : null;
  const mediaEvents = {
    onPlay: () => {
      setPlaying(true);
      playedFrom.current = media.current?.currentTime ?? null;
      resume();
    },
    onSeeked: () => {
      playedFrom.current = media.current?.currentTime ?? null;
    },
    onPause: () => {
      setPlaying(false);
      void save();
    },
    onEnded: () => {
      setPlaying(false);
      void save(true);
    },
    onRateChange: () => {
      // Only the student's own change, from the browser's menu, once playing.
      const next = media.current?.playbackRate;
      if (started.current && next !== undefined && isPlaybackRate(next)) chooseRate(next);
    },
    onError: () => setFailed(true),
  };

  return (
    <div
      ref={stage}
      className={cn(fullscreen.full && 'fixed inset-0 z-50 flex flex-col bg-slate-950 p-3 sm:p-4')}
    >
      <PlayerFrame ref={frame} fill={fullscreen.full} className="bg-black">
        {problem ? (
          <p
            role="alert"
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-lg font-semibold text-white"
          >
            {problem}
          </p>
        ) : stream ? (
          <video
            ref={attach}
            controls
            autoPlay
            playsInline
            aria-label={`Lesson video: ${video.name}`}
            className="absolute inset-0 size-full"
            onDoubleClick={fullscreen.toggle}
            {...mediaEvents}
          />
        ) : (
          <ReactPlayer
            ref={attach}
            src={src}
            playing={playing}
            controls
            playsInline
            width="100%"
            height="100%"
            playbackRate={rate}
            style={{ position: 'absolute', inset: 0 }}
            aria-label={`Lesson video: ${video.name}`}
            {...mediaEvents}
          >
            {captionsSrc ? (
              <track kind="captions" src={captionsSrc} srcLang="en" label="English" />
            ) : null}
          </ReactPlayer>
        )}
      </PlayerFrame>

      <div
        className={cn(
          'mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm',
          fullscreen.full ? 'text-slate-100' : 'text-slate-700',
        )}
      >
        <label htmlFor={speedId} className="flex items-center gap-2 font-medium">
          Speed
          <select
            id={speedId}
            value={rate}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (isPlaybackRate(next)) chooseRate(next);
            }}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {PLAYBACK_RATES.map((option) => (
              <option key={option} value={option}>
                {rateLabel(option)}
              </option>
            ))}
          </select>
        </label>
        <QualityMenu
          levels={hls.levels}
          chosen={hls.chosen}
          playing={hls.playing}
          onChoose={hls.choose}
        />
        {hasCaptions ? (
          <button
            type="button"
            aria-pressed={captionsOn}
            onClick={() => chooseCaptions(!captionsOn)}
            className={cn(
              'rounded-md border px-3 py-1 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
              captionsOn
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700',
            )}
          >
            Captions {captionsOn ? 'on' : 'off'}
          </button>
        ) : null}
        <button
          type="button"
          onClick={fullscreen.toggle}
          className="ml-auto rounded-md border border-slate-300 bg-white px-3 py-1 font-medium text-slate-700 transition-colors hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {fullscreen.full ? 'Exit full screen' : 'Full screen'}
        </button>
      </div>
    </div>
  );
}
