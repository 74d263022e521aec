'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { vivaBff } from '@/components/viva-rooms/client';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/form/submit-button';

/** What one browser tells the other to set the call up, through the room's signals. */
export type RtcSignal = {
  hello?: boolean;
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
};

const voiceTexts = {
  heading: 'Voice',
  connect: 'Connect voice',
  mute: 'Mute',
  unmute: 'Unmute',
  device: 'Microphone',
  noMicrophone:
    'No microphone could be used here. Use your own meeting link instead, and keep the room open for the images.',
  failed: 'The voice could not connect through this network. Use your own meeting link instead.',
  meetingLink: 'Meeting link',
  saveLink: 'Save link',
} as const;

/**
 * The room's voice: WebRTC audio between the two browsers (docs/viva-rooms.md, "Voice"), set up
 * through the room's own signals (a POST out, the event stream in), with the STUN and TURN
 * servers the server is configured with. The owner offers; the partner answers and says hello
 * when it joins, so whoever connects second starts the call. Without a microphone, or when the
 * network blocks the call, it offers the pair's meeting link.
 */
export function VoicePanel({
  roomId,
  polite,
  inbox,
  meetingLink,
  iceServers = [],
  onRemote,
}: {
  roomId: number;
  /** The partner's voice once it arrives, for the room's recording. */
  onRemote?: (stream: MediaStream) => void;
  /** The partner answers; the owner makes the offers. */
  polite: boolean;
  inbox: RtcSignal[];
  meetingLink: string | null;
  iceServers?: RTCIceServer[];
}) {
  const [state, setState] = useState<string>('off');
  const [muted, setMuted] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [device, setDevice] = useState('');
  const [fallback, setFallback] = useState<string | null>(null);
  const [link, setLink] = useState(meetingLink ?? '');
  const peer = useRef<RTCPeerConnection | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const handled = useRef(0);

  const send = useCallback(
    (data: RtcSignal) =>
      void vivaBff
        .vivaSignal({ roomId, kind: 'rtc', data: JSON.parse(JSON.stringify(data)) })
        .catch(() => {}),
    [roomId],
  );

  const offer = useCallback(async () => {
    const pc = peer.current;
    if (!pc) return;
    // An offer still waiting for its answer is sent again rather than replaced, so an answer to
    // it that is already on its way still fits.
    if (pc.signalingState !== 'have-local-offer') {
      await pc.setLocalDescription(await pc.createOffer());
    }
    send({ description: pc.localDescription!.toJSON() });
  }, [send]);

  /** Candidates that came before the description they belong to, added once it is set. */
  const early = useRef<RTCIceCandidateInit[]>([]);
  /** The signals are handled one at a time, in the order they came. */
  const queue = useRef<Promise<void>>(Promise.resolve());

  const handle = useCallback(
    async (pc: RTCPeerConnection, signal: RtcSignal) => {
      if (signal.hello && !polite) await offer();
      const description = signal.description;
      if (description?.type === 'offer' && polite) {
        await pc.setRemoteDescription(description);
        await pc.setLocalDescription(await pc.createAnswer());
        send({ description: pc.localDescription!.toJSON() });
      }
      if (description?.type === 'answer' && pc.signalingState === 'have-local-offer') {
        await pc.setRemoteDescription(description);
      }
      if (description && pc.remoteDescription) {
        for (const candidate of early.current.splice(0)) {
          await pc.addIceCandidate(candidate).catch(() => {});
        }
      }
      if (signal.candidate) {
        if (pc.remoteDescription) await pc.addIceCandidate(signal.candidate).catch(() => {});
        else early.current.push(signal.candidate);
      }
    },
    [polite, offer, send],
  );

  async function connect() {
    setFallback(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        audio: device ? { deviceId: { exact: device } } : true,
      });
    } catch {
      setFallback(voiceTexts.noMicrophone);
      return;
    }
    const found = await navigator.mediaDevices.enumerateDevices();
    setDevices(found.filter((item) => item.kind === 'audioinput'));
    const pc = new RTCPeerConnection({ iceServers });
    peer.current = pc;
    for (const track of stream.current.getTracks()) pc.addTrack(track, stream.current);
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) send({ candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ streams }) => {
      if (audio.current && streams[0]) audio.current.srcObject = streams[0];
      if (streams[0]) onRemote?.(streams[0]);
    };
    pc.onconnectionstatechange = () => {
      setState(pc.connectionState);
      if (pc.connectionState === 'failed') setFallback(voiceTexts.failed);
    };
    setState(pc.connectionState);
    if (polite) send({ hello: true });
    else await offer();
  }

  // The other browser's signals, each handled once, in order.
  useEffect(() => {
    const pc = peer.current;
    const fresh = inbox.slice(handled.current);
    handled.current = inbox.length;
    if (!pc) return;
    for (const signal of fresh) {
      queue.current = queue.current
        .then(() => handle(pc, signal))
        // A signal that no longer fits the call (a stale offer) is dropped; the next one mends it.
        .catch(() => {});
    }
  }, [inbox, handle]);

  useEffect(
    () => () => {
      peer.current?.close();
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  function toggleMute() {
    for (const track of stream.current?.getAudioTracks() ?? []) track.enabled = muted;
    setMuted(!muted);
  }

  async function chooseDevice(id: string) {
    setDevice(id);
    const pc = peer.current;
    if (!pc) return;
    const next = await navigator.mediaDevices.getUserMedia({ audio: { deviceId: { exact: id } } });
    const track = next.getAudioTracks()[0]!;
    track.enabled = !muted;
    for (const sender of pc.getSenders())
      if (sender.track?.kind === 'audio') await sender.replaceTrack(track);
    for (const old of stream.current?.getTracks() ?? []) old.stop();
    stream.current = next;
  }

  return (
    <section className="space-y-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">
        {voiceTexts.heading}:{' '}
        <span data-testid="voice-state" className="font-normal">
          {state}
        </span>
      </h2>
      <audio ref={audio} autoPlay />
      <div className="flex flex-wrap items-center gap-2">
        {state === 'off' ? (
          <Button size="sm" onClick={connect}>
            {voiceTexts.connect}
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={toggleMute} aria-pressed={muted}>
            {muted ? voiceTexts.unmute : voiceTexts.mute}
          </Button>
        )}
        {devices.length > 1 ? (
          <label className="inline-flex items-center gap-2">
            {voiceTexts.device}
            <select
              value={device}
              onChange={(event) => void chooseDevice(event.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1"
            >
              {devices.map((item, index) => (
                <option key={item.deviceId} value={item.deviceId}>
                  {item.label || `Microphone ${index + 1}`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {fallback || meetingLink ? (
        <div className="space-y-2">
          {fallback ? <p role="alert">{fallback}</p> : null}
          {meetingLink ? (
            <a
              href={meetingLink}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {meetingLink}
            </a>
          ) : null}
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void vivaBff.setVivaMeetingLink({ roomId, meetingLink: link });
            }}
          >
            <label className="sr-only" htmlFor="meeting-link">
              {voiceTexts.meetingLink}
            </label>
            <input
              id="meeting-link"
              type="url"
              value={link}
              onChange={(event) => setLink(event.target.value)}
              placeholder="https://"
              className="w-full rounded-md border border-slate-300 px-2 py-1"
            />
            <SubmitButton size="sm" variant="outline">
              {voiceTexts.saveLink}
            </SubmitButton>
          </form>
        </div>
      ) : null}
    </section>
  );
}
