'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';

import type { SharedView } from '@/components/imaging/stack-viewer';
import { bffFor } from '@/lib/calls/browser-client';
import type { DataOf } from '@/lib/calls/define-call';
import { pictureManifest } from '@/lib/imaging/series';
import type { liveSessionCalls } from '@/lib/live-sessions/calls';
import { liveSessionEndpoints } from '@/lib/live-sessions/endpoints';
import { sessionRoomTexts } from '@/lib/live-sessions/texts';
import { formatCountdown } from '@/lib/practice/format';

import { SeriesViewer } from '@/components/imaging/series-viewer';
import { useServerClock } from '@/components/practice/use-server-clock';
import {
  PointerDot,
  pointerIn,
  useThrottledSignal,
  type Pointer,
} from '@/components/viva-rooms/shared-viewer';

const bff = bffFor<typeof liveSessionCalls>(liveSessionEndpoints);

export type SessionRoomCase = NonNullable<DataOf<typeof liveSessionCalls.sessionRoom>['case']>;

/** Who looks at the viewer: the student presenting, a student watching, or the consultant. */
type SessionRoomSide = 'hot seat' | 'watching' | 'consultant';

/**
 * The case on screen in a session's room (docs/live-sessions.md, "Cases in the room"): the
 * clinical header and the exam-mode viewer. The hot-seat student drives it (their slice, zoom,
 * pan and window, and their pointer, go to everyone in the room); the watchers and the
 * consultant follow it; the consultant points with a click. The case's time is the server's.
 */
export function SessionRoomViewer({
  sessionId,
  side,
  roomCase,
  serverNow,
  events,
  onConsultantPoint,
}: {
  sessionId: number;
  side: SessionRoomSide;
  roomCase: SessionRoomCase;
  serverNow: string;
  /** The room's event stream for this side (the student's or the console's address). */
  events: string;
  /**
   * Sends the consultant's click to the room: the console's (consultant-pointer.ts), so a
   * student's room never loads the console's endpoints.
   */
  onConsultantPoint?: (point: Pointer) => void;
}) {
  const [follow, setFollow] = useState<SharedView | null>(null);
  const [presenter, setPresenter] = useState<Pointer | null>(null);
  const [consultant, setConsultant] = useState<Pointer | null>(null);
  const { now } = useServerClock(serverNow);

  useEffect(() => {
    const source = new EventSource(events);
    source.addEventListener('viewer', (event) => {
      if (side === 'hot seat') return;
      setFollow(JSON.parse((event as MessageEvent<string>).data) as SharedView);
    });
    source.addEventListener('pointer', (event) => {
      const point = JSON.parse((event as MessageEvent<string>).data) as Pointer & { from: string };
      // Each side's own pointer is drawn where it is, not as it comes back.
      if (point.from === 'hot seat' && side !== 'hot seat') setPresenter(point);
      if (point.from === 'consultant' && side !== 'consultant') setConsultant(point);
    });
    return () => source.close();
  }, [events, side]);

  const signalViewer = useCallback(
    (data: Record<string, unknown>) => bff.sessionRoomSignal({ sessionId, kind: 'viewer', data }),
    [sessionId],
  );
  const signalPointer = useCallback(
    (data: Record<string, unknown>) => bff.sessionRoomSignal({ sessionId, kind: 'pointer', data }),
    [sessionId],
  );
  const sendViewer = useThrottledSignal(signalViewer);
  const sendPointer = useThrottledSignal(signalPointer);
  const onViewChange = useCallback(
    (view: SharedView) => sendViewer(view as unknown as Record<string, unknown>),
    [sendViewer],
  );

  const box = useRef<HTMLDivElement>(null);
  const onPointerMove = (event: MouseEvent) => {
    if (side !== 'hot seat') return;
    const point = pointerIn(event, box.current?.getBoundingClientRect());
    if (point) sendPointer(point);
  };
  // The consultant points with a click: each is one signal, counted as an operator's request.
  const onClick = (event: MouseEvent) => {
    if (side !== 'consultant' || !onConsultantPoint) return;
    const point = pointerIn(event, box.current?.getBoundingClientRect());
    if (!point) return;
    setConsultant(point);
    onConsultantPoint(point);
  };

  const key = `session-${sessionId}-${roomCase.position}`;
  const manifest = useMemo(() => pictureManifest(roomCase.images, key), [roomCase.images, key]);
  const left = Date.parse(roomCase.endsAt) - now;

  return (
    <div className="w-full space-y-3" data-testid="session-room-case" data-side={side}>
      <div className="flex flex-wrap items-center gap-4 rounded-xl bg-slate-900 px-4 py-3 text-white">
        <span data-testid="session-room-case-number">
          {sessionRoomTexts.caseNumber(roomCase.position)}
        </span>
        <span className="tabular-nums" aria-label={sessionRoomTexts.timeLeft}>
          {left > 0 ? formatCountdown(left) : sessionRoomTexts.timeUp}
        </span>
        <span className="text-sm text-slate-300">
          {side === 'hot seat'
            ? sessionRoomTexts.youDrive
            : side === 'consultant'
              ? sessionRoomTexts.clickToPoint
              : sessionRoomTexts.youFollow}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">
        <dt className="font-semibold">Age</dt>
        <dd>{roomCase.header.patientAge ?? '—'}</dd>
        <dt className="font-semibold">Sex</dt>
        <dd>{roomCase.header.patientSex ?? '—'}</dd>
        <dt className="font-semibold">Clinical details</dt>
        <dd data-testid="clinical-details">{roomCase.header.clinicalDetails}</dd>
      </dl>
      <div onPointerMove={onPointerMove} onClick={onClick}>
        <SeriesViewer
          manifest={manifest}
          sliceUrl={(file) => file}
          alt={sessionRoomTexts.caseNumber(roomCase.position)}
          mode="exam"
          onViewChange={side === 'hot seat' ? onViewChange : undefined}
          follow={side === 'hot seat' ? null : follow}
          overlay={
            <div ref={box} className="pointer-events-none absolute inset-0">
              {presenter ? (
                <PointerDot
                  pointer={presenter}
                  label={sessionRoomTexts.presenterPointer}
                  testId="presenter-pointer"
                />
              ) : null}
              {consultant ? (
                <PointerDot
                  pointer={consultant}
                  label={sessionRoomTexts.consultantPointer}
                  testId="consultant-pointer"
                  tone="sky"
                />
              ) : null}
            </div>
          }
        />
      </div>
    </div>
  );
}
