'use client';

import { useState } from 'react';

import { ORAL_DOMAIN_LABELS, CASE_MARK_LABELS } from '@/lib/practice/rules';
import type { VivaSummary } from '@/lib/viva-rooms/calls';
import { vivaTexts } from '@/lib/viva-rooms/texts';
import type { OralDomain } from '@/lib/db/vocabulary';

import { Button } from '@/components/ui/button';
import { vivaBff } from '@/components/viva-rooms/client';

type SummaryCase = VivaSummary['asCandidate'][number];

function scoresText(scores: Partial<Record<OralDomain, number>> | null) {
  if (!scores) return '';
  return Object.entries(scores)
    .map(([domain, score]) => `${ORAL_DOMAIN_LABELS[domain as OralDomain]} ${score}/4`)
    .join('; ');
}

function caseText(item: SummaryCase, withSelf: boolean) {
  const lines = [`Case ${item.position}: ${item.name}`, `  Model answer: ${item.modelAnswer}`];
  if (item.examinerMark) {
    lines.push(
      `  ${vivaTexts.examinerMark}: ${CASE_MARK_LABELS[item.examinerMark.mark]} (${scoresText(item.examinerMark.oralScores)})`,
    );
    if (item.examinerMark.comment)
      lines.push(`  ${vivaTexts.comment}: ${item.examinerMark.comment}`);
  } else lines.push(`  ${vivaTexts.examinerMark}: —`);
  if (withSelf) {
    lines.push(
      item.selfMark
        ? `  ${vivaTexts.selfMark}: ${CASE_MARK_LABELS[item.selfMark.mark]} (${scoresText(item.selfMark.oralScores)})`
        : `  ${vivaTexts.selfMark}: ${vivaTexts.notSelfMarked}`,
    );
    if (item.examinerMark && item.selfMark) {
      lines.push(
        `  ${item.disagreements.length ? `${vivaTexts.disagreement}: ${item.disagreements.join(', ')}` : vivaTexts.agreement}`,
      );
    }
  }
  return lines.join('\n');
}

/** The summary as plain text, one file per person: what they were marked, and what they marked. */
function summaryText(summary: VivaSummary) {
  return [
    `Viva room ${summary.roomId}: ${summary.names.owner} and ${summary.names.partner}`,
    `${new Date(summary.startedAt).toUTCString()} – ${new Date(summary.endsAt).toUTCString()}`,
    '',
    'As the candidate',
    ...summary.asCandidate.map((item) => caseText(item, true)),
    '',
    'As the examiner',
    ...summary.asExaminer.map((item) => caseText(item, false)),
    '',
  ].join('\n');
}

/** Shows the sitting's summary and downloads it as a text file. */
export function SummaryDownload({ roomId }: { roomId: number }) {
  const [summary, setSummary] = useState<VivaSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function load() {
    const answer = await vivaBff.vivaSummary({ roomId });
    if (answer.status !== 200 || !answer.data) {
      setProblem(answer.message);
      return null;
    }
    setSummary(answer.data);
    return answer.data;
  }

  async function download() {
    const data = summary ?? (await load());
    if (!data) return;
    const url = URL.createObjectURL(new Blob([summaryText(data)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `viva-room-${roomId}-summary.txt`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-3">
      <Button onClick={download}>{vivaTexts.downloadSummary}</Button>
      {problem ? <p role="alert">{problem}</p> : null}
      {summary ? (
        <pre
          data-testid="summary"
          className="rounded-md bg-slate-50 p-3 text-xs whitespace-pre-wrap"
        >
          {summaryText(summary)}
        </pre>
      ) : null}
      {/* The candidate's own recordings, played from their paper (docs/viva-rooms.md). */}
      {summary?.asCandidate
        .filter((item) => item.recording)
        .map((item) => (
          <figure key={item.position} className="space-y-1 text-sm">
            <figcaption>{vivaTexts.recordingOf(item.position)}</figcaption>
            <audio controls preload="none" src={item.recording!} />
          </figure>
        ))}
    </div>
  );
}
