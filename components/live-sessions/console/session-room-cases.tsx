'use client';

import { useRouter } from 'next/navigation';

import type { DataOf } from '@/lib/calls/define-call';
import type { liveSessionCalls } from '@/lib/live-sessions/calls';
import { sessionRoomTexts } from '@/lib/live-sessions/texts';
import { consoleCall } from '@/lib/platform/console-actions';

import { SessionRoomViewer } from '@/components/live-sessions/session-room-viewer';
import { ExaminerNotes } from '@/components/viva-rooms/examiner-notes';
import { RubricForm } from '@/components/viva-rooms/rubric-form';

import { ConsoleActionButton } from '../../console/console-action-button';

import { pointAsConsultant } from './consultant-pointer';

type ConsoleRoom = DataOf<typeof liveSessionCalls.consoleSessionRoom>;

/**
 * The cases of a session's room as its runner sees them (docs/live-sessions.md, "Cases in the
 * room"): the next case put up, the hot seat's viewer followed, and beside it what the students
 * never see (the case's name, model answer, key findings and prompts) and the rubric that marks
 * the student in the hot seat.
 */
export function SessionRoomCases({ room, events }: { room: ConsoleRoom; events: string }) {
  const router = useRouter();
  const { sessionId, examiner, hotSeat } = room;
  const roomCase = room.case;
  return (
    <div className="mt-6 space-y-4">
      <ConsoleActionButton
        label={roomCase ? sessionRoomTexts.nextCase : sessionRoomTexts.firstCase}
        variant="primary"
        act={() => consoleCall('nextSessionCase', { sessionId })}
      />
      {roomCase && examiner ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <SessionRoomViewer
            key={roomCase.position}
            sessionId={sessionId}
            side="consultant"
            roomCase={roomCase}
            serverNow={room.serverNow}
            events={events}
            onConsultantPoint={pointAsConsultant(sessionId)}
          />
          <ExaminerNotes notes={examiner} level={3}>
            {hotSeat ? (
              <div>
                <h4 className="font-semibold">{sessionRoomTexts.marking(hotSeat.fullName)}</h4>
                <RubricForm
                  key={`${roomCase.position}-${hotSeat.studentId}`}
                  name={`session-${roomCase.position}-${hotSeat.studentId}`}
                  normal={examiner.normal}
                  saved={examiner.mark}
                  send={(mark) =>
                    consoleCall('markSessionCase', {
                      sessionId,
                      position: roomCase.position,
                      ...mark,
                    })
                  }
                  onSaved={() => router.refresh()}
                />
              </div>
            ) : (
              <p className="text-slate-700">{sessionRoomTexts.nobodyToMark}</p>
            )}
          </ExaminerNotes>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{sessionRoomTexts.noCaseYet}</p>
      )}
    </div>
  );
}
