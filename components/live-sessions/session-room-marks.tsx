import { ORAL_DOMAINS, type CaseMark, type OralDomain } from '@/lib/db/vocabulary';
import { sessionRoomTexts } from '@/lib/live-sessions/texts';
import { CASE_MARK_LABELS, ORAL_DOMAIN_LABELS, ORAL_SCORE_LABELS } from '@/lib/practice/rules';

type RoomMark = {
  position: number;
  mark: CaseMark;
  oralScores: Partial<Record<OralDomain, number>>;
  comment: string;
};

/**
 * The consultant's marks of the student in a session's room (docs/live-sessions.md, "Cases in the
 * room"), case by case: the overall mark, the four domains and the comment. They are in the
 * student's review queue and coverage already; the case's name stays with the consultant.
 */
export function SessionRoomMarks({ marks }: { marks: RoomMark[] }) {
  if (marks.length === 0) return null;
  return (
    <section aria-labelledby="room-marks" className="w-full max-w-2xl space-y-3">
      <h3 id="room-marks" className="text-lg font-semibold text-slate-900">
        {sessionRoomTexts.yourMarks}
      </h3>
      <ul className="space-y-3">
        {marks.map((mark) => (
          <li
            key={mark.position}
            data-testid="room-mark"
            className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200"
          >
            <p className="font-semibold">
              {sessionRoomTexts.caseNumber(mark.position)}: {CASE_MARK_LABELS[mark.mark]}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-1">
              {ORAL_DOMAINS.map((domain) => (
                <div key={domain} className="contents">
                  <dt>{ORAL_DOMAIN_LABELS[domain]}</dt>
                  <dd>
                    {mark.oralScores[domain]} {ORAL_SCORE_LABELS[mark.oralScores[domain] ?? 0]}
                  </dd>
                </div>
              ))}
            </dl>
            {mark.comment ? <p className="mt-2 whitespace-pre-line">{mark.comment}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
