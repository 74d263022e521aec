'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { useCallback, useState } from 'react';

import { videoMessages } from '@/lib/lessons/texts';
import type { PlayerPreferences, Video, VideoProgress } from '@/lib/lessons/calls';
import type { LessonStream } from '@/lib/lessons/stream-types';

import { LoginRequiredDialog } from '@/components/comments/login-required-dialog';
import { Button, ButtonLink } from '@/components/ui/button';
import { PlayIcon } from '@/components/ui/feature-icons';
import { HandlerButton } from '@/components/ui/handler-button';
import { Modal } from '@/components/ui/modal';
import {
  fetchLessonAccess,
  fetchPreferences,
  fetchProgress,
  fetchWatermark,
} from '@/components/lessons/lesson-calls';

import type { AccessLost } from './lesson-media-player';
import { PlayerFrame } from './player-frame';

// The player (react-player and the media logic) is fetched only when a student presses play.
const LessonMediaPlayer = dynamic(
  () => import('./lesson-media-player').then((module) => module.LessonMediaPlayer),
  { ssr: false, loading: () => <PlayerFrame busy /> },
);

type Lesson = Pick<Video, 'videoId' | 'name' | 'cover' | 'freePreview'>;

type LessonPlayerProps = {
  lesson: Lesson;
  /**
   * The signed-in student's id (the server read the sign-in), null for a visitor, who is asked to
   * sign in unless the lesson is a free preview.
   */
  studentId: number | null;
  /** Sign In, returning to this lesson. */
  signInHref: string;
  subscribeHref: string;
};

type Ready = {
  video: Video;
  /** Whose screen it plays on: the student's email, moving over the video (docs/lessons.md). */
  watermark: string | null;
  stream: LessonStream | null;
  progress: VideoProgress | null;
  preferences: PlayerPreferences | null;
};

type Dialog = 'login' | 'subscribe' | { failed: string } | null;

/**
 * The lesson's cover with a play button. Pressing play checks sign-in (Login
 * Required), then asks the API whether the student may watch (Subscription Required) and for the
 * media, where they stopped and how they like the player; then the player replaces the cover.
 */
export function LessonPlayer({ lesson, studentId, signInHref, subscribeHref }: LessonPlayerProps) {
  const signedIn = studentId !== null;
  const [checking, setChecking] = useState(false);
  const [ready, setReady] = useState<Ready | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const failed = (message: string = videoMessages.accessCheckFailed) =>
    setDialog({ failed: message });

  // The stream was refused while playing because the student signed out or their plan ended:
  // the cover comes back with the same question as on play.
  const lose = useCallback((why: AccessLost) => {
    setReady(null);
    setDialog(why === 'signed-out' ? 'login' : 'subscribe');
  }, []);

  const play = async () => {
    if (!signedIn && !lesson.freePreview) {
      setDialog('login');
      return;
    }
    setChecking(true);
    try {
      // A visitor has no position or preferences to remember, and no name to show.
      const [access, progress, preferences, email] = await Promise.all([
        fetchLessonAccess(lesson.videoId),
        signedIn ? fetchProgress(lesson.videoId).catch(() => null) : null,
        signedIn ? fetchPreferences().catch(() => null) : null,
        signedIn ? fetchWatermark().catch(() => null) : null,
      ]);
      if (access.kind === 'play') {
        const watermark = signedIn ? (email ?? `Student ${studentId}`) : null;
        setReady({ video: access.video, watermark, stream: access.stream, progress, preferences });
      } else if (access.kind === 'signed-out') setDialog('login');
      else if (access.kind === 'subscribe') setDialog(signedIn ? 'subscribe' : 'login');
      else if (access.kind === 'refused') failed(access.message);
      else failed();
    } catch {
      failed();
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      {ready ? (
        <LessonMediaPlayer
          video={ready.video}
          stream={ready.stream}
          watermark={ready.watermark}
          onAccessLost={lose}
          resumeAt={ready.progress?.position ?? null}
          watched={ready.progress?.watched ?? false}
          rememberProgress={ready.progress !== null}
          preferences={ready.preferences}
        />
      ) : (
        <PlayerFrame busy={checking}>
          {lesson.cover ? (
            <Image
              src={lesson.cover}
              alt=""
              fill
              priority
              fetchPriority="high"
              sizes="(min-width: 1280px) 832px, (min-width: 1024px) calc(100vw - 28rem), 100vw"
              className="object-cover"
            />
          ) : null}
          <span aria-hidden className="absolute inset-0 bg-slate-950/25" />
          {lesson.freePreview ? (
            <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-800 shadow">
              {videoMessages.freePreview}
            </span>
          ) : null}
          <HandlerButton
            type="button"
            onClick={play}
            disabled={checking}
            aria-busy={checking || undefined}
            className="absolute inset-0 m-auto flex size-20 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-xl ring-4 ring-white/40 transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-white disabled:cursor-wait disabled:opacity-80"
          >
            <PlayIcon className="ml-1 size-9" />
            <span className="sr-only">
              {checking ? 'Loading...' : `Play the lesson: ${lesson.name}`}
            </span>
          </HandlerButton>
        </PlayerFrame>
      )}

      <LoginRequiredDialog
        open={dialog === 'login'}
        onClose={() => setDialog(null)}
        signInHref={signInHref}
        message={videoMessages.loginRequired}
      />
      <Modal
        open={dialog === 'subscribe'}
        onClose={() => setDialog(null)}
        title={videoMessages.subscriptionRequiredTitle}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <ButtonLink href={subscribeHref} prefetch={false}>
              {videoMessages.subscribeNow}
            </ButtonLink>
          </>
        }
      >
        <p className="text-slate-600">{videoMessages.subscriptionRequired}</p>
      </Modal>
      <Modal
        open={dialog !== null && typeof dialog === 'object'}
        onClose={() => setDialog(null)}
        title="Error"
        size="sm"
        footer={<Button onClick={() => setDialog(null)}>OK</Button>}
      >
        <p role="alert" className="text-slate-600">
          {dialog !== null && typeof dialog === 'object' ? dialog.failed : null}
        </p>
      </Modal>
    </>
  );
}
