'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

type RoomStudent = { studentId: number; fullName: string };

/**
 * The hot seat of a live session's room, as its runner sees it (docs/live-sessions.md, "The
 * session's room"): who presents, whose hand is up, and the seat given to a booked student.
 */
export function SessionRoomPanel({
  sessionId,
  hotSeat,
  hands,
  booked,
}: {
  sessionId: number;
  hotSeat: RoomStudent | null;
  hands: RoomStudent[];
  booked: RoomStudent[];
}) {
  const give = (student: RoomStudent) => (
    <ConsoleActionButton
      label="Give the seat"
      name={`Give the seat to ${student.fullName}`}
      act={() => consoleCall('giveSessionSeat', { sessionId, studentId: student.studentId })}
    />
  );
  return (
    <div className="mt-3 grid gap-4 text-sm sm:grid-cols-3">
      <div>
        <h3 className="font-semibold text-slate-800">Hot seat</h3>
        {hotSeat ? (
          <div className="mt-1 flex flex-col items-start gap-2">
            <span className="text-slate-900">{hotSeat.fullName}</span>
            <ConsoleActionButton
              label="Empty the seat"
              act={() => consoleCall('giveSessionSeat', { sessionId, studentId: null })}
            />
          </div>
        ) : (
          <p className="mt-1 text-slate-600">Empty: give it to a booked student.</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-slate-800">Raised hands</h3>
        {hands.length === 0 ? (
          <p className="mt-1 text-slate-600">None.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-2">
            {hands.map((hand) => (
              <li key={hand.studentId} className="flex flex-wrap items-center gap-2">
                <span className="text-slate-900">{hand.fullName}</span>
                {give(hand)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-slate-800">Watching</h3>
        <ul className="mt-1 flex flex-col gap-2">
          {booked
            .filter((student) => student.studentId !== hotSeat?.studentId)
            .map((student) => (
              <li key={student.studentId} className="flex flex-wrap items-center gap-2">
                <span className="text-slate-900">{student.fullName}</span>
                {give(student)}
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
