'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';

import type { SharedView } from '@/components/imaging/stack-viewer';
import { pictureManifest } from '@/lib/imaging/series';
import { formatCountdown } from '@/lib/practice/format';
import type { VivaRoomView } from '@/lib/viva-rooms/calls';
import { vivaRoomEventsUrl } from '@/lib/viva-rooms/links';
import { vivaTexts } from '@/lib/viva-rooms/texts';

import { SeriesViewer } from '@/components/imaging/series-viewer';
import { useServerClock } from '@/components/practice/use-server-clock';
import { Button } from '@/components/ui/button';
import { vivaBff } from '@/components/viva-rooms/client';
import { SummaryDownload } from '@/components/viva-rooms/summary-download';
import { RecordingPanel } from '@/components/viva-rooms/recording-panel';
import { ExaminerNotes } from '@/components/viva-rooms/examiner-notes';
import { RubricForm } from '@/components/viva-rooms/rubric-form';
import {
  PointerDot,
  pointerIn,
  useThrottledSignal,
  type Pointer,
} from '@/components/viva-rooms/shared-viewer';
import { VoicePanel, type RtcSignal } from '@/components/viva-rooms/voice-panel';

export function VivaRoomScreen({
  initial,
  iceServers,
}: {
  initial: VivaRoomView;
  /** The STUN and TURN servers the server is configured with (VIVA_ICE_SERVERS). */
  iceServers: RTCIceServer[];
}) {
  const [room, setRoom] = useState(initial);
  const [live, setLive] = useState(false);
  const [follow, setFollow] = useState<SharedView | null>(null);
  const [partnerPointer, setPartnerPointer] = useState<Pointer | null>(null);
  const [rtcInbox, setRtcInbox] = useState<RtcSignal[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [remoteVoice, setRemoteVoice] = useState<MediaStream | null>(null);
  const { now } = useServerClock(room.serverNow);
  const roomId = room.roomId;

  const refresh = useCallback(async () => {
    const answer = await vivaBff.vivaRoomView({ roomId });
    if (answer.status === 200 && answer.data) setRoom(answer.data);
  }, [roomId]);

  // The room's events: a change of state is read again through the call, so the examiner's
  // fields only ever come in the examiner's own answer.
  useEffect(() => {
    const source = new EventSource(vivaRoomEventsUrl(roomId));
    const reread = () => {
      setLive(true);
      void refresh();
    };
    source.addEventListener('open', reread);
    source.addEventListener('state', reread);
    source.addEventListener('viewer', (event) => {
      setFollow(JSON.parse((event as MessageEvent<string>).data) as SharedView);
    });
    source.addEventListener('pointer', (event) => {
      setPartnerPointer(JSON.parse((event as MessageEvent<string>).data) as Pointer);
    });
    source.addEventListener('rtc', (event) => {
      const signal = JSON.parse((event as MessageEvent<string>).data) as RtcSignal;
      setRtcInbox((inbox) => [...inbox, signal]);
    });
    source.onerror = () => setLive(false);
    return () => source.close();
  }, [roomId, refresh]);

  // The server's clock moves the case and swaps the roles: read the room when it does.
  const nextChange = [room.caseEndsAt, room.halfEndsAt, room.endsAt]
    .filter((value): value is string => !!value)
    .map((value) => Date.parse(value))
    .filter((at) => at > Date.parse(room.serverNow))
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (nextChange !== undefined && now >= nextChange) void refresh();
  }, [now, nextChange, refresh]);

  // A new case, or swapped roles, start from the candidate's fresh view.
  const caseKey = room.case ? `${roomId}-${room.case.half}-${room.case.position}` : null;
  useEffect(() => {
    setFollow(null);
    setPartnerPointer(null);
  }, [caseKey, room.role]);

  const signalViewer = useCallback(
    (data: Record<string, unknown>) => vivaBff.vivaSignal({ roomId, kind: 'viewer', data }),
    [roomId],
  );
  const signalPointer = useCallback(
    (data: Record<string, unknown>) => vivaBff.vivaSignal({ roomId, kind: 'pointer', data }),
    [roomId],
  );
  const sendViewer = useThrottledSignal(signalViewer);
  const sendPointer = useThrottledSignal(signalPointer);
  const onViewChange = useCallback(
    (view: SharedView) => sendViewer(view as unknown as Record<string, unknown>),
    [sendViewer],
  );

  const overlayRef = useRef<HTMLDivElement>(null);
  const onPointerMove = (event: PointerEvent) => {
    const point = pointerIn(event, overlayRef.current?.getBoundingClientRect());
    if (point) sendPointer(point);
  };

  const manifest = useMemo(
    () => (room.case && caseKey ? pictureManifest(room.case.images, caseKey) : null),
    [room.case, caseKey],
  );

  async function act(send: () => Promise<{ status: number; message: string }>) {
    setProblem(null);
    const answer = await send();
    if (answer.status !== 200) setProblem(answer.message);
    await refresh();
  }

  const inviteUrl =
    room.inviteUrl && typeof window !== 'undefined'
      ? new URL(room.inviteUrl, window.location.origin).toString()
      : room.inviteUrl;

  return (
    <div className="space-y-6" data-room-status={room.status} data-role={room.role ?? ''}>
      <p className="text-sm text-slate-600" aria-live="polite">
        {room.names.owner} and {room.names.partner ?? '…'} ·{' '}
        <span data-testid="room-live">{live ? vivaTexts.connected : vivaTexts.reconnecting}</span>
      </p>
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}

      {room.status === 'waiting' ? (
        <section className="max-w-2xl space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {inviteUrl ? (
            <div>
              <label htmlFor="invite" className="block text-sm font-semibold text-slate-800">
                {vivaTexts.inviteLabel}
              </label>
              <div className="mt-2 flex gap-2">
                <input
                  id="invite"
                  readOnly
                  value={inviteUrl}
                  data-testid="invite-url"
                  className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
                />
                <Button
                  variant="outline"
                  onClick={() => void navigator.clipboard?.writeText(inviteUrl)}
                >
                  {vivaTexts.copy}
                </Button>
              </div>
              <p className="mt-3 text-sm text-slate-600">{vivaTexts.waitingForPartner}</p>
            </div>
          ) : (
            <Button onClick={() => act(() => vivaBff.startVivaRoom({ roomId }))}>
              {vivaTexts.start}
            </Button>
          )}
          <RecordingPanel room={room} remote={null} onChanged={refresh} now={now} />
        </section>
      ) : null}

      {room.status === 'running' && room.case ? (
        <>
          <div
            data-paper-bar
            className="sticky top-0 z-10 flex flex-wrap items-center gap-4 rounded-xl bg-slate-900 px-4 py-3 text-white"
          >
            <span className="font-semibold">{vivaTexts.half(room.half ?? 1)}</span>
            <span data-testid="room-role">
              {room.role === 'candidate' ? vivaTexts.youAreCandidate : vivaTexts.youAreExaminer}
            </span>
            <span data-testid="room-case">
              {vivaTexts.caseOf(room.case.position, room.casesPerHalf)}
            </span>
            <span className="tabular-nums" aria-label="Time left on this case">
              {formatCountdown(Math.max(0, Date.parse(room.caseEndsAt!) - now))}
            </span>
            {room.role === 'examiner' ? (
              <Button
                variant="inverse"
                size="sm"
                onClick={() => act(() => vivaBff.nextVivaCase({ roomId }))}
                disabled={room.case.position >= room.casesPerHalf}
              >
                {vivaTexts.nextCase}
              </Button>
            ) : null}
          </div>

          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="space-y-3">
              <dl className="grid grid-cols-2 gap-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">
                <dt className="font-semibold">Age</dt>
                <dd>{room.case.header.patientAge ?? '—'}</dd>
                <dt className="font-semibold">Sex</dt>
                <dd>{room.case.header.patientSex ?? '—'}</dd>
                <dt className="font-semibold">Clinical details</dt>
                <dd data-testid="clinical-details">{room.case.header.clinicalDetails}</dd>
              </dl>
              {manifest ? (
                <div onPointerMove={onPointerMove}>
                  <SeriesViewer
                    manifest={manifest}
                    sliceUrl={(file) => file}
                    alt={`Case ${room.case.position}`}
                    mode="exam"
                    onViewChange={room.role === 'candidate' ? onViewChange : undefined}
                    follow={room.role === 'examiner' ? follow : null}
                    overlay={
                      <div ref={overlayRef} className="pointer-events-none absolute inset-0">
                        {partnerPointer ? (
                          <PointerDot
                            pointer={partnerPointer}
                            label={vivaTexts.partnerPointer}
                            testId="partner-pointer"
                          />
                        ) : null}
                      </div>
                    }
                  />
                </div>
              ) : null}
            </div>
            <div className="space-y-4">
              <VoicePanel
                roomId={roomId}
                polite={room.me === 'partner'}
                inbox={rtcInbox}
                meetingLink={room.meetingLink}
                iceServers={iceServers}
                onRemote={setRemoteVoice}
              />
              <RecordingPanel
                key={`${caseKey}-${room.role}`}
                room={room}
                remote={remoteVoice}
                onChanged={refresh}
                now={now}
              />
              {room.examiner ? (
                <ExaminerPanel
                  key={caseKey}
                  room={room}
                  examiner={room.examiner}
                  onSaved={refresh}
                />
              ) : null}
              <CasesToMark room={room} onSaved={refresh} />
            </div>
          </div>
        </>
      ) : null}

      {room.status === 'ended' ? (
        <section className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold">{vivaTexts.ended}</p>
          <CasesToMark room={room} onSaved={refresh} />
          <SummaryDownload roomId={roomId} />
        </section>
      ) : null}
    </div>
  );
}

function ExaminerPanel({
  room,
  examiner,
  onSaved,
}: {
  room: VivaRoomView;
  examiner: NonNullable<VivaRoomView['examiner']>;
  onSaved: () => Promise<void>;
}) {
  return (
    <ExaminerNotes notes={examiner} level={2}>
      <MarkForm
        roomId={room.roomId}
        half={room.half!}
        position={room.position!}
        normal={examiner.normal}
        saved={examiner.mark}
        onSaved={onSaved}
      />
    </ExaminerNotes>
  );
}

/** The cases the examiner has not marked yet, past on the clock: each can still be marked. */
function CasesToMark({ room, onSaved }: { room: VivaRoomView; onSaved: () => Promise<void> }) {
  if (room.toMark.length === 0) return null;
  return (
    <section className="space-y-4 rounded-xl bg-amber-50 p-4 text-sm ring-1 ring-amber-200">
      <h2 className="text-lg font-semibold text-slate-900">{vivaTexts.toMark}</h2>
      {room.toMark.map((item) => (
        <details key={`${item.half}-${item.position}`} className="rounded-md bg-white p-3">
          <summary className="cursor-pointer font-semibold">
            {vivaTexts.caseOf(item.position, room.casesPerHalf)}: {item.name}
          </summary>
          <MarkForm
            roomId={room.roomId}
            half={item.half}
            position={item.position}
            normal={item.normal}
            saved={null}
            onSaved={onSaved}
          />
        </details>
      ))}
    </section>
  );
}

type SavedMark = NonNullable<VivaRoomView['examiner']>['mark'];

/** The examiner's marks of a case of the sitting: the rubric, sent as the viva room's mark. */
function MarkForm({
  roomId,
  half,
  position,
  normal,
  saved,
  onSaved,
}: {
  roomId: number;
  half: 1 | 2;
  position: number;
  normal: boolean;
  saved: SavedMark;
  onSaved: () => Promise<void>;
}) {
  return (
    <RubricForm
      name={`${half}-${position}`}
      normal={normal}
      saved={saved}
      send={(mark) => vivaBff.markVivaCase({ roomId, half, position, ...mark })}
      onSaved={onSaved}
    />
  );
}
