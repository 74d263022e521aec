'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { bffFor } from '@/lib/calls/browser-client';
import type { practiceCalls } from '@/lib/practice/calls';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import { recorderTexts as say } from '@/lib/practice/texts';

import { Button } from '@/components/ui/button';

const bff = bffFor<typeof practiceCalls>(practiceEndpoints);

export type OralRecorderProps = {
  paperId: number;
  /** The case's position in the paper. */
  position: number;
  /** While the paper is open the student may record; afterwards they only play or delete. */
  open: boolean;
  /** The stored recording of this case, if any (lib/practice/links.ts recordingUrl). */
  recording: { url: string } | null;
};

/** Tried in order: Chromium and Firefox record Opus in WebM or Ogg, Safari records MP4. */
const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/ogg',
  'audio/mp4',
];

const canRecord = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  typeof MediaRecorder !== 'undefined';
const noSubscription = () => () => {};

function recordingType(): string | undefined {
  return RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported?.(type));
}

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

type Microphone = 'unasked' | 'asking' | 'ready' | 'denied' | 'no-device' | 'failed';
type Phase = 'idle' | 'recording' | 'saving' | 'deleting';

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The oral station's optional recorder (docs/practice.md, "Recordings"): it explains why before
 * the browser asks for the microphone, records while the student presents the case, saves the
 * recording when they stop, and plays or deletes it. Without a microphone it says so in one line.
 * Give each case its own recorder (`key` by position), so a recording never outlives its case.
 */
export function OralRecorder({ paperId, position, open, recording }: OralRecorderProps) {
  // The server renders the explanation; the browser then says whether it can record at all.
  const supported = useSyncExternalStore(noSubscription, canRecord, () => true);
  const [microphone, setMicrophone] = useState<Microphone>('unasked');
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [stored, setStored] = useState(recording);
  // A newer answer from the server (a reload of the paper) wins over what this recorder last did.
  const [givenUrl, setGivenUrl] = useState(recording?.url);
  if (recording?.url !== givenUrl) {
    setGivenUrl(recording?.url);
    setStored(recording);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => {
    if (phase !== 'recording') return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(timer);
  }, [phase]);

  // The paper's end, or leaving the case, ends a recording and frees the microphone.
  useEffect(() => {
    if (!open && recorder.current?.state === 'recording') recorder.current.stop();
  }, [open]);
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stopTracks(stream.current);
    },
    [],
  );

  async function microphoneStream(): Promise<MediaStream | null> {
    if (stream.current?.active) return stream.current;
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      setMicrophone('ready');
      return stream.current;
    } catch (error) {
      const name = (error as { name?: string }).name;
      setMicrophone(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'denied'
          : name === 'NotFoundError' || name === 'OverconstrainedError'
            ? 'no-device'
            : 'failed',
      );
      return null;
    }
  }

  async function allow() {
    setMicrophone('asking');
    await microphoneStream();
  }

  async function save(file: Blob) {
    setPhase('saving');
    const saved = await bff.uploadRecording({ paperId, position, file });
    if (saved.status === 200 && saved.data) setStored({ url: saved.data.url });
    else setProblem(saved.message || say.failed);
    setPhase('idle');
  }

  async function record() {
    setProblem(null);
    const source = await microphoneStream();
    if (!source) return;
    const type = recordingType();
    const made = new MediaRecorder(source, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    made.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    made.onstop = () => {
      stopTracks(source);
      stream.current = null;
      recorder.current = null;
      void save(new Blob(chunks, { type: made.mimeType || type || 'audio/webm' }));
    };
    recorder.current = made;
    made.start();
    setElapsed(0);
    setPhase('recording');
  }

  async function remove() {
    setProblem(null);
    setPhase('deleting');
    const deleted = await bff.deleteRecording({ paperId, position });
    if (deleted.status === 200) setStored(null);
    else setProblem(deleted.message || say.failed);
    setPhase('idle');
  }

  const unavailable = !supported
    ? say.unavailable
    : microphone === 'denied'
      ? say.denied
      : microphone === 'no-device' || microphone === 'failed'
        ? say.noDevice
        : null;

  return (
    <section aria-label="Recording" className="space-y-3 rounded-md border border-slate-200 p-4">
      {open &&
        (unavailable ? (
          <p className="text-sm text-slate-600">{unavailable}</p>
        ) : microphone === 'unasked' || microphone === 'asking' ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-700">{say.explain}</p>
            <Button variant="outline" size="sm" onClick={allow} disabled={microphone === 'asking'}>
              {microphone === 'asking' ? say.asking : say.allow}
            </Button>
          </div>
        ) : phase === 'recording' ? (
          <div className="flex items-center gap-3">
            <Button variant="danger" size="sm" onClick={() => recorder.current?.stop()}>
              {say.stop}
            </Button>
            <span role="timer" aria-label={say.recording} className="text-sm tabular-nums">
              <span aria-hidden className="mr-1 inline-block size-2 rounded-full bg-red-600" />
              {say.recording} {clock(elapsed)}
            </span>
          </div>
        ) : (
          <Button size="sm" onClick={record} disabled={phase !== 'idle'}>
            {say.record}
          </Button>
        ))}

      {phase === 'saving' && (
        <p role="status" className="text-sm text-slate-600">
          {say.saving}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}

      {stored ? (
        <div className="flex flex-wrap items-center gap-3">
          <audio
            controls
            preload="metadata"
            src={stored.url}
            aria-label={say.player}
            className="max-w-full"
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={remove}
            disabled={phase === 'recording' || phase === 'deleting'}
          >
            {phase === 'deleting' ? say.deleting : say.delete}
          </Button>
        </div>
      ) : (
        !open && <p className="text-sm text-slate-600">{say.none}</p>
      )}
    </section>
  );
}
