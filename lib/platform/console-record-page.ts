import 'server-only';

import { notFound } from 'next/navigation';

import type { OperatorRole } from '@/lib/access/roles';
import type { DataOf, PageRead } from '@/lib/calls/define-call';
import { POLICY_KEYS } from '@/lib/calls/domain';
import { idFromUrl } from '@/lib/url-ids';

import type { Calls } from './calls';
import { loadConsoleList, requireOperator, type ConsoleList } from './console-loaders';

/**
 * A record's console page: its call's read and, once read, the record's key from the address and
 * the role of the operator reading it (for the parts only some roles may change).
 */
type RecordPage<D, P> =
  | Exclude<PageRead<D>, { kind: 'listed' }>
  | { kind: 'listed'; data: D; key: P; role: OperatorRole };

type Where<R, P> = {
  /** The record's key in the route's params: null or undefined when it names none (a 404). */
  key: (params: R) => P | null | undefined;
  /** The call's input for the record, parsed by the call as every page's address is. */
  input: (key: NoInfer<P>) => Record<string, unknown>;
};

/**
 * One record's console page, an editor or its preview, from its address (`/console/case/12`):
 * null when no operator is signed in (the layout says why), the 404 page when the address names
 * no record, else the read of `name` for it (`refused` and `invalid` as loadConsoleList says).
 */
export async function loadConsoleRecordPage<K extends ConsoleList, R, P>(
  name: K,
  params: Promise<R>,
  { key: keyOf, input }: Where<R, P>,
): Promise<RecordPage<DataOf<Calls[K]>, P> | null> {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const key = keyOf(await params);
  if (key === null || key === undefined) notFound();
  const read = await loadConsoleList(name, state.signIn, input(key));
  if (read.kind !== 'listed') return read;
  return { ...read, key, role: state.overview.operator.role };
}

/** The `key` of a record's page at `[id]`: its id, spelled one way as a page's path must be. */
export const idParam = ({ id }: { id: string }) => idFromUrl(id, { canonical: true });

/**
 * Where a policy page's editor and its preview find their record (`/console/page/[key]`): one of
 * the policy keys, no other word, read as `consolePolicyPage`'s input.
 */
export const policyPageRecord = {
  key: ({ key }: { key: string }) => POLICY_KEYS.find((known) => known === key),
  input: (key: string) => ({ key }),
};
