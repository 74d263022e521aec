import 'server-only';

import { redirect } from 'next/navigation';
import { cache } from 'react';

import { getOperatorSession } from '@/lib/auth/console-session';
import { calls, firstIssueMessage, type DataOf } from '@/lib/calls';
import { api, ApiError } from '@/lib/calls/api';
import type { OperatorSession } from '@/lib/calls/transport';
import { routes } from '@/lib/routes';

import { AUDIT_PAGE } from './texts';

/*
 * What the console's pages read, through the request's gateway with the console's own session.
 * Every page is rendered per request (app/console/layout.tsx).
 */

type ConsoleOverview = DataOf<'consoleOverview'>;

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

/** The audit page's filter as its address spells it: `?action=…&actor=…&page=N`. */
export type AuditFilter = { action?: string; actor?: string; page: number };

/**
 * A page of the audit log; `refused` when the operator's role may not read it, `invalid` when
 * the address's filter is not one. The address is parsed here, the page's trust boundary.
 */
export async function loadAuditLog(session: OperatorSession, filter: AuditFilter) {
  const parsed = calls.listAuditLog.request.safeParse({
    action: filter.action,
    actor: filter.actor,
    limit: AUDIT_PAGE,
    offset: (filter.page - 1) * AUDIT_PAGE,
  });
  if (!parsed.success) {
    return { kind: 'invalid' as const, message: firstIssueMessage(parsed.error) };
  }
  try {
    const { data } = await api.listAuditLog(parsed.data, session);
    return { kind: 'listed' as const, ...data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'role_refused') return { kind: 'refused' as const, message: error.message };
    throw error;
  }
}
