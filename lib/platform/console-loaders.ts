import 'server-only';

import { redirect } from 'next/navigation';
import { cache } from 'react';

import { getOperatorSession } from '@/lib/operators/console-session';
import { calls, type Calls } from '@/lib/platform/calls';
import { firstIssueMessage, type DataOf } from '@/lib/calls/define-call';
import { ApiError, callApi, gatewayFor } from '@/lib/calls/api';
import type { OperatorSession } from '@/lib/calls/transport';
import { routes } from '@/lib/routes';
import { idFromUrl } from '@/lib/url-ids';

import { AUDIT_PAGE } from '../operators/texts';
import { operatorCalls } from '../operators/calls';

const api = gatewayFor(operatorCalls);

/*
 * What the console's pages read, through the request's gateway with the console's own session.
 * Every page is rendered per request (app/console/layout.tsx).
 */

type ConsoleOverview = DataOf<typeof operatorCalls.consoleOverview>;

export type ConsoleState =
  | { kind: 'signed-in'; session: OperatorSession; overview: ConsoleOverview }
  | { kind: 'signed-out' }
  /** The API behind API_BASE_URL does not offer the console's calls. */
  | { kind: 'unavailable' };

/** Who is signed in to the console, read once per request. */
export const loadConsoleState = cache(async (): Promise<ConsoleState> => {
  const session = await getOperatorSession();
  if (!session) return { kind: 'signed-out' };
  try {
    return { kind: 'signed-in', session, overview: (await api.consoleOverview({}, session)).data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404 || error.status === 501) return { kind: 'unavailable' };
    // An ended, revoked or disabled session: the sign-in page asks again.
    return { kind: 'signed-out' };
  }
});

/** The signed-in operator, or the console's sign-in page. */
export async function requireOperator() {
  const state = await loadConsoleState();
  if (state.kind === 'signed-out') redirect(routes.consoleSignIn.path);
  return state;
}

/** The console's list calls, each read by its page with input from the page's address. */
type ConsoleList =
  | 'listAuditLog'
  | 'listFeedbackForReview'
  | 'listCommentsForReview'
  | 'listSessionsForConsole'
  | 'consoleSessionDetails'
  | 'consoleSessionAttendees'
  | 'listCaseCategoriesForConsole'
  | 'consoleCaseCategoryDetails'
  | 'consoleCaseDetails'
  | 'listContactMessages'
  | 'listPurchasesForConsole'
  | 'moneySummary'
  | 'listStudentsForConsole'
  | 'consoleStudentDetails'
  | 'listGrantablePlans'
  | 'listOperators'
  | 'listPlansForConsole'
  | 'consolePlanDetails'
  | 'listPolicyPagesForConsole'
  | 'consolePolicyPage'
  | 'listHomeTestimonialsForConsole'
  | 'listLessonsForConsole'
  | 'consoleLessonDetails'
  | 'listFailedMail'
  // Insight (docs/insight.md).
  | 'insightDashboard'
  | 'caseAnalytics'
  | 'lessonEngagement'
  | 'listCohorts'
  | 'cohortReport';

/**
 * One page of a console list: the address's input parsed here (the page's trust boundary),
 * `refused` when the operator's role may not read it, `invalid` when the address is not one.
 */
export async function loadConsoleList<K extends ConsoleList>(
  name: K,
  session: OperatorSession,
  input: Record<string, unknown>,
): Promise<
  | { kind: 'listed'; data: DataOf<Calls[K]> }
  | { kind: 'refused'; message: string }
  | { kind: 'invalid'; message: string }
> {
  const parsed = calls[name].request.safeParse(input);
  if (!parsed.success) return { kind: 'invalid', message: firstIssueMessage(parsed.error) };
  try {
    const { data } = await callApi(name, calls[name], parsed.data as never, session);
    return { kind: 'listed', data: data as DataOf<Calls[K]> };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'role_refused') return { kind: 'refused', message: error.message };
    throw error;
  }
}

/** The state an address asks a list for (`?state=…`), `fallback` when it names none of `states`. */
export function stateOf<S extends string>(
  value: string | string[] | undefined,
  states: readonly S[],
  fallback: S,
): S {
  const asked = Array.isArray(value) ? value[0] : value;
  return (states as readonly string[]).includes(asked ?? '') ? (asked as S) : fallback;
}

/** The page number an address asks for (`?page=N`), 1 when it names none or nonsense. */
export const pageOf = (value: string | string[] | undefined) => idFromUrl(value) ?? 1;

/** The audit page's filter as its address spells it: `?action=…&actor=…&page=N`. */
export type AuditFilter = { action?: string; actor?: string; page: number };

export const loadAuditLog = (session: OperatorSession, filter: AuditFilter) =>
  loadConsoleList('listAuditLog', session, {
    action: filter.action,
    actor: filter.actor,
    limit: AUDIT_PAGE,
    offset: (filter.page - 1) * AUDIT_PAGE,
  });
