import 'server-only';

import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';

import { getOperatorSignIn } from '@/lib/operators/console-sign-in';
import { calls, type CallName, type Calls } from '@/lib/platform/calls';
import type { DataOf, PageRead } from '@/lib/calls/define-call';
import { ApiError } from '@/lib/calls/api';
import { runCall, type Entrance } from '@/lib/calls/edge';
import type { OperatorSignIn } from '@/lib/calls/transport';
import { clientAddress } from '@/lib/limits/client-address';
import { routes } from '@/lib/routes';
import { idFromUrl } from '@/lib/url-ids';

import type { operatorCalls } from '../operators/calls';

/*
 * What the console's pages read, through the request's gateway with the console's own sign-in.
 * Every page is rendered per request (app/console/layout.tsx).
 */

/** Who is signed in (the layout's one read: it counts nothing, docs/performance.md). */
type SignedInOperator = DataOf<typeof operatorCalls.signedInOperator>;

export type ConsoleState =
  | { kind: 'signed-in'; signIn: OperatorSignIn; overview: SignedInOperator }
  | { kind: 'signed-out' }
  /** The API behind API_BASE_URL does not offer the console's calls. */
  | { kind: 'unavailable' };

/** Who is signed in to the console, read once per request. */
export const loadConsoleState = cache(async (): Promise<ConsoleState> => {
  const signIn = await getOperatorSignIn();
  if (!signIn) return { kind: 'signed-out' };
  const outcome = await runCall(calls, 'signedInOperator', () => ({}), pageEntrance(signIn));
  if (outcome.ok) return { kind: 'signed-in', signIn, overview: outcome.data };
  if (!(outcome.cause instanceof ApiError)) throw outcome.cause;
  if (outcome.status === 404 || outcome.status === 501) return { kind: 'unavailable' };
  // An ended, revoked or disabled sign-in: the sign-in page asks again.
  return { kind: 'signed-out' };
});

/** The signed-in operator, or the console's sign-in page. */
export async function requireOperator() {
  const state = await loadConsoleState();
  if (state.kind === 'signed-out') redirect(routes.consoleSignIn.path);
  return state;
}

/**
 * The calls the console's pages read, derived from the definitions: operators' calls that only
 * server pages make (`via: 'page'`). Each is read with input from the page's address.
 */
export type ConsoleList = {
  [K in CallName]: Calls[K] extends { access: 'operator'; via: 'page' } ? K : never;
}[CallName];

/** The console's pages as an entrance of the edge pipeline: the sign-in the layout read. */
const pageEntrance = (signIn: OperatorSignIn): Entrance => ({
  ways: ['page'],
  access: ['operator'],
  readSignIn: async () => signIn,
  client: async () => clientAddress(await headers()),
  writes: false,
  rethrow: unstable_rethrow,
});

/**
 * One page of a console list: the address's input parsed here (the page's trust boundary),
 * `refused` when the operator's role may not read it, `invalid` when the address is not one;
 * any other failure is thrown for the page's error boundary (a 404 for one that is gone).
 */
export async function loadConsoleList<K extends ConsoleList>(
  name: K,
  signIn: OperatorSignIn,
  input: Record<string, unknown>,
): Promise<PageRead<DataOf<Calls[K]>>> {
  const outcome = await runCall(calls, name, () => input, pageEntrance(signIn));
  if (outcome.ok) return { kind: 'listed', data: outcome.data as DataOf<Calls[K]> };
  if (outcome.status === 422 && !outcome.cause) {
    return { kind: 'invalid', message: outcome.message };
  }
  if (outcome.code === 'role_refused') return { kind: 'refused', message: outcome.message };
  throw outcome.cause ?? new ApiError(outcome.status, outcome.message, outcome.code);
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
