'use client';

import AwsS3 from '@uppy/aws-s3';
import Uppy from '@uppy/core';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';

import {
  consoleLessonMessages as say,
  LESSON_MEDIA_MAX_BYTES,
  LESSON_UPLOAD_PART_BYTES,
} from '@/lib/lessons/texts';
import { checkVideo } from '@/lib/lessons/video-container';

import { Button } from '@/components/ui/button';
import { consoleFileClasses } from '@/components/ui/form/field-classes';

import { ConsoleSaid } from '../../console/console-said';
import { consoleLabel } from './lesson-form';

/*
 * A lesson's video, uploaded straight to storage in parts that resume (docs/storage.md,
 * "Resumable uploads"): Uppy's S3 plugin asks this app to start the upload, sign each part and
 * complete it (the routes under /console/lesson-upload/<id>/), and sends the parts to S3, or to
 * this app when the storage is local disk. A part that fails is tried again; an upload stopped by
 * the network resumes from the parts already stored; one stopped by closing the page resumes when
 * the same file is chosen again on this device.
 */

type Said = { ok: boolean; message: string } | null;
type Phase = 'idle' | 'uploading' | 'paused' | 'failed' | 'refused' | 'done';
/** What this device remembers of an unfinished upload, to resume it after a reload. */
type Unfinished = { name: string; size: number; modified: number; uploadId: string; key: string };

const rememberedAs = (videoId: number) => `frcr.lesson-upload.${videoId}`;

function remembered(videoId: number): Unfinished | null {
  try {
    return JSON.parse(localStorage.getItem(rememberedAs(videoId)) ?? 'null') as Unfinished | null;
  } catch {
    return null;
  }
}

/**
 * What to say when a step failed: a refusal of this app's carries its words in the status text
 * (Uppy shows nothing else of it); anything else (the network, a part's address) is a broken
 * upload, which resumes.
 */
function messageOf(error: Error | undefined): string {
  const refused = /^Companion request failed:\s*(\S.*)$/.exec(error?.message ?? '');
  return refused?.[1]?.trim() || say.media.broken;
}

/** Whether the file is a video the server will take, read from its own bytes before sending. */
async function checkFile(file: File): Promise<string | null> {
  if (file.size === 0) return say.media.missing;
  if (file.size > LESSON_MEDIA_MAX_BYTES) return say.media.tooLarge;
  const read = async (offset: number, length: number) =>
    new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
  const kind = await checkVideo(read, file.size);
  if (!kind) return say.media.notAVideo;
  return null;
}

export function LessonMediaUpload({ videoId }: { videoId: number }) {
  const router = useRouter();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [said, setSaid] = useState<Said>(null);
  const [unfinished, setUnfinished] = useState<Unfinished | null>(null);
  const [ready, setReady] = useState(false);
  const uppyRef = useRef<Uppy | null>(null);
  const fileIdRef = useRef<string | null>(null);

  useEffect(() => {
    setReady(true);
    setUnfinished(remembered(videoId));
    const uppy = new Uppy({
      id: `lesson-${videoId}`,
      autoProceed: false,
      restrictions: { maxNumberOfFiles: 1, maxFileSize: LESSON_MEDIA_MAX_BYTES },
    }).use(AwsS3, {
      companionEndpoint: `/console/lesson-upload/${videoId}`,
      shouldUseMultipart: true,
      getChunkSize: () => LESSON_UPLOAD_PART_BYTES,
      limit: 1,
    });
    uppy.on('upload-progress', (_file, progress) => {
      if (progress.bytesTotal) {
        setPercent(Math.floor((100 * (progress.bytesUploaded ?? 0)) / progress.bytesTotal));
      }
    });
    uppy.on('s3-multipart:part-uploaded', (uploaded) => {
      const state = uppy.getFile(uploaded.id)?.s3Multipart;
      const data = uploaded.data as File;
      if (!state) return;
      localStorage.setItem(
        rememberedAs(videoId),
        JSON.stringify({
          name: data.name,
          size: data.size,
          modified: data.lastModified,
          ...state,
        } satisfies Unfinished),
      );
    });
    uppy.on('upload-success', (_file, response) => {
      localStorage.removeItem(rememberedAs(videoId));
      setUnfinished(null);
      setPhase('done');
      setPercent(100);
      const message = (response.body as { message?: string } | undefined)?.message;
      setSaid({ ok: true, message: message ?? say.media.saved });
      router.refresh();
    });
    uppy.on('upload-error', (_file, error) => {
      const message = messageOf(error);
      // The network failed: the stored parts stay, to resume. The server refused: it kept nothing.
      setPhase(message === say.media.broken ? 'failed' : 'refused');
      setSaid({ ok: false, message });
    });
    uppyRef.current = uppy;
    return () => {
      uppy.destroy();
      uppyRef.current = null;
    };
  }, [videoId, router]);

  async function start() {
    const uppy = uppyRef.current;
    if (!uppy || !file) return;
    setSaid(null);
    const refused = await checkFile(file);
    if (refused) {
      setSaid({ ok: false, message: refused });
      return;
    }
    uppy.clear();
    const id = uppy.addFile({
      name: file.name,
      type: file.type || 'application/octet-stream',
      data: file,
      meta: { size: String(file.size) },
    });
    fileIdRef.current = id;
    // The same file as an upload this device left unfinished: carry on from its stored parts.
    const left = remembered(videoId);
    if (
      left &&
      left.name === file.name &&
      left.size === file.size &&
      left.modified === file.lastModified
    ) {
      uppy.setFileState(id, { s3Multipart: { uploadId: left.uploadId, key: left.key } });
    }
    setPercent(0);
    setPhase('uploading');
    await uppy.upload();
  }

  function pauseOrResume() {
    const id = fileIdRef.current;
    if (!id || !uppyRef.current) return;
    const paused = uppyRef.current.pauseResume(id);
    setPhase(paused ? 'paused' : 'uploading');
  }

  function resume() {
    const id = fileIdRef.current;
    if (!id || !uppyRef.current) return;
    setSaid(null);
    setPhase('uploading');
    void uppyRef.current.retryUpload(id);
  }

  function cancel() {
    uppyRef.current?.cancelAll();
    localStorage.removeItem(rememberedAs(videoId));
    setUnfinished(null);
    setPhase('idle');
    setPercent(0);
    setSaid({ ok: true, message: say.media.aborted });
  }

  const busy = phase === 'uploading' || phase === 'paused';
  return (
    <div className="mt-3 grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={inputId} className={`${consoleLabel} min-w-0`}>
          Video file (MP4, M4V, WebM or Ogg, up to 2 GB)
          <input
            id={inputId}
            type="file"
            accept="video/mp4,video/webm,video/ogg,.mp4,.m4v,.webm,.ogv"
            disabled={busy}
            // A refused file's message is about this control (components/ui/form/field.tsx).
            {...(phase === 'refused' && said && !said.ok
              ? { 'aria-invalid': true, 'aria-describedby': `${inputId}-said` }
              : {})}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setPhase('idle');
              setSaid(null);
            }}
            className={consoleFileClasses}
          />
        </label>
        <Button
          type="button"
          size="sm"
          disabled={!ready || busy || !file}
          onClick={() => void start()}
        >
          Upload the video
        </Button>
      </div>
      {unfinished && !busy && phase !== 'done' ? (
        <p className="text-xs text-slate-600">
          The upload of {unfinished.name} was interrupted: choose the same file and Upload the video
          to resume it.
        </p>
      ) : null}
      {phase !== 'idle' ? (
        <div className="flex flex-wrap items-center gap-3">
          <progress
            className="h-3 w-64"
            max={100}
            value={percent}
            aria-label="Upload progress"
            aria-valuetext={`${percent}%`}
          />
          <span className="text-sm tabular-nums" aria-live="polite">
            {phase === 'done'
              ? 'Uploaded'
              : phase === 'paused'
                ? `Paused at ${percent}%`
                : phase === 'failed' || phase === 'refused'
                  ? `Stopped at ${percent}%`
                  : `Uploading… ${percent}%`}
          </span>
          {busy ? (
            <Button type="button" size="sm" variant="outline" onClick={pauseOrResume}>
              {phase === 'paused' ? 'Resume' : 'Pause'}
            </Button>
          ) : null}
          {phase === 'failed' ? (
            <Button type="button" size="sm" variant="outline" onClick={resume}>
              Resume upload
            </Button>
          ) : null}
          {busy || phase === 'failed' ? (
            <Button type="button" size="sm" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConsoleSaid said={said} id={`${inputId}-said`} />
    </div>
  );
}
