import type { PlanHistoryItem } from '@/lib/plans/calls';
import {
  DEFAULT_PLAN_NAME,
  formatPlanDate,
  isSingleSession,
  planMessages,
} from '@/lib/plans/texts';

export type HistoryDate = { label: string; value: string };

/**
 * A history card's dates: a "Single Session" shows one "Date", the purchase's
 * created value; other plans show "Start Date" and "End Date". "N/A" where there is none.
 */
export function historyDates(item: PlanHistoryItem): HistoryDate[] {
  if (isSingleSession(item.subTitle)) {
    return [{ label: planMessages.date, value: formatPlanDate(item.created) }];
  }
  return [
    { label: planMessages.startDate, value: formatPlanDate(item.startOn) },
    { label: planMessages.endDate, value: formatPlanDate(item.expiresOn) },
  ];
}

/** The name a history card shows: the plan's, or the spec's default. */
export const historyName = (item: PlanHistoryItem) => item.name.trim() || DEFAULT_PLAN_NAME;
