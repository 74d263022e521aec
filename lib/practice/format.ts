import { CASE_MODALITY_LABELS, CASE_SYSTEM_LABELS } from '@/lib/cases/facts';
import { type CaseModality, type CaseSystem } from '@/lib/db/vocabulary';
import { formatter } from '@/lib/formatter';

import type { PaperKind } from '../db/vocabulary';

export const PAPER_KIND_LABELS: Record<PaperKind, string> = {
  short: 'Short cases',
  long: 'Long cases',
  oral: 'Oral station',
  review: 'Review',
};

const when = formatter(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/London',
    }),
);

/** A paper's or a review's moment, on the UK clock the site's dates use. */
export const formatWhen = (iso: string) => when().format(new Date(iso));

export const formatScore = (score: number | null) =>
  score === null ? 'Not marked' : `${Math.round(score * 100)}%`;

/** A case's kind of study in words: "Chest · Radiograph (XR) · left upper lobe". */
export function studyLabel(item: {
  system: CaseSystem | null;
  modality: CaseModality | null;
  region: string | null;
}) {
  return [
    item.system && CASE_SYSTEM_LABELS[item.system],
    item.modality && CASE_MODALITY_LABELS[item.modality],
    item.region,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Minutes and seconds left, never below zero: "119:58". */
export function formatCountdown(ms: number) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
