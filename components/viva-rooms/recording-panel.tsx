'use client';

import { useEffect, useRef, useState } from 'react';

import type { VivaRoomView } from '@/lib/viva-rooms/calls';
import { vivaTexts } from '@/lib/viva-rooms/texts';

import { Button } from '@/components/ui/button';
import { vivaBff } from '@/components/viva-rooms/client';

/** Tried in order, as the oral station's recorder does: WebM or Ogg Opus, else Safari's MP4. */
const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/mp4',
];

/** A half's last recording is sent this long before half time: the candidate's paper ends then. */
const BEFORE_HALF_TIME_MS = 1500;

/**
 * The room's recording (docs/viva-rooms.md, "Recording"): each person agrees or withdraws here;
 * the room's answer says whether both agree. While they do, the candidate's browser records the
 * case on screen (their microphone and, once the voice is connected, the partner's voice) and
 * sends it when the case changes; a withdrawal stops it and the case's recording so far is
 * dropped. Give it a `key` per case and role, so a recording never outlives its case.
 */
export function RecordingPanel({
  room,
  remote,
  onChanged,
  now,
}: {
  room: VivaRoomView;
  /** The partner's voice, once connected. */
  remote: MediaStream | null;
  onChanged: () => Promise<void>;
  /** The server's time, as the room's clock shows it. */
  now: number;
}) {
  const { mine, partner } = room.recordingConsent;
  const both = mine && partner;
  const [problem, setProblem] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const discard = useRef(false);
  /** The recording's mix, so the partner's voice joins it when it connects mid-case. */
  const mixing = useRef<{ context: AudioContext; mix: MediaStreamAudioDestinationNode } | null>(
    null,
  );
  const voices = useRef(new Set<MediaStream>());
  const active =
    both && room.status === 'running' && room.role === 'candidate' && room.case !== null;
  const half = room.half;
  const position = room.position;
  const halfEndsAt = room.halfEndsAt ? Date.parse(room.halfEndsAt) : null;
  const roomId = room.roomId;

  useEffect(() => {
    if (!active || !half || !position) return;
    let cancelled = false;
    let microphone: MediaStream | null = null;
    let context: AudioContext | null = null;
    void (async () => {
      try {
        microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch {
        setProblem(vivaTexts.recordingNoMicrophone);
        return;
      }
      if (cancelled) {
        microphone.getTracks().forEach((track) => track.stop());
        return;
      }
      // Both voices in one track: the microphone and the partner's, mixed. A page not yet
      // touched since it loaded (a reload) may not start audio: then the microphone alone.
      context = new AudioContext();
      const started = await Promise.race([
        context.resume().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
      ]).catch(() => false);
      let source: MediaStream = microphone;
      if (started && context.state === 'running') {
        const mix = context.createMediaStreamDestination();
        context.createMediaStreamSource(microphone).connect(mix);
        mixing.current = { context, mix };
        voices.current.clear();
        addVoice(remoteRef.current);
        source = mix.stream;
      }
      if (cancelled) {
        microphone.getTracks().forEach((track) => track.stop());
        void context.close();
        return;
      }
      const type = RECORDING_TYPES.find((item) => MediaRecorder.isTypeSupported?.(item));
      const made = new MediaRecorder(source, type ? { mimeType: type } : undefined);
      const chunks: Blob[] = [];
      made.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      made.onstop = () => {
        microphone?.getTracks().forEach((track) => track.stop());
        void context?.close();
        if (mixing.current?.context === context) mixing.current = null;
        setRecording(false);
        // Read when the recorder has stopped: a withdrawal in the same render drops it.
        if (discard.current || chunks.length === 0) return;
        const file = new Blob(chunks, { type: made.mimeType || type || 'audio/webm' });
        void vivaBff
          .uploadVivaRecording({ roomId, half, position, file })
          .then((answer) => {
            if (answer.status !== 200) setProblem(answer.message);
          })
          .catch(() => {});
      };
      discard.current = false;
      recorder.current = made;
      made.start(1000);
      setRecording(true);
    })();
    return () => {
      cancelled = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      recorder.current = null;
    };
  }, [active, half, position, roomId]);

  // When either withdraws, the case's recording so far is dropped, not sent.
  useEffect(() => {
    if (!both) discard.current = true;
  }, [both]);

  const remoteRef = useRef(remote);
  function addVoice(stream: MediaStream | null) {
    const current = mixing.current;
    if (!current || !stream?.getAudioTracks().length || voices.current.has(stream)) return;
    voices.current.add(stream);
    current.context.createMediaStreamSource(stream).connect(current.mix);
  }
  useEffect(() => {
    remoteRef.current = remote;
    addVoice(remote);
  }, [remote]);

  // The half's last case is sent just before half time, while the candidate's paper is open.
  useEffect(() => {
    if (halfEndsAt && now >= halfEndsAt - BEFORE_HALF_TIME_MS) {
      if (recorder.current?.state === 'recording') recorder.current.stop();
    }
  }, [now, halfEndsAt]);

  async function agree(consent: boolean) {
    setProblem(null);
    // A withdrawal drops the case's recording so far: it was never agreed to as a whole.
    if (!consent) {
      discard.current = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
    }
    const answer = await vivaBff.setVivaRecordingConsent({ roomId, consent });
    if (answer.status !== 200) setProblem(answer.message);
    await onChanged();
  }

  return (
    <section
      data-testid="recording-panel"
      className="space-y-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="font-semibold text-slate-900">{vivaTexts.recordingHeading}</h2>
      <p className="text-slate-600">{vivaTexts.recordingExplain}</p>
      <p data-testid="recording-consent">
        {both
          ? vivaTexts.recordingBothAgree
          : mine
            ? vivaTexts.recordingWaitingForPartner
            : partner
              ? vivaTexts.recordingPartnerAgrees
              : null}
      </p>
      {recording ? (
        <p role="status" data-testid="recording-on" className="font-semibold text-red-700">
          <span aria-hidden className="mr-1 inline-block size-2 rounded-full bg-red-600" />
          {vivaTexts.recordingOn}
        </p>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => void agree(!mine)} aria-pressed={mine}>
        {mine ? vivaTexts.recordingWithdraw : vivaTexts.recordingAgree}
      </Button>
      {problem ? (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
