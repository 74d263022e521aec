import 'server-only';

import type { OperatorSignIn } from '@/lib/calls/transport';
import type { RouteEntry } from '@/lib/routes';

import { loadConsoleList, pageOf, stateOf, type ConsoleList } from './console-loaders';

type Query = Record<string, string | string[] | undefined>;

type Where = {
  /** The list page's own route: its links are `route?state=…&page=N`. */
  route: Pick<RouteEntry, 'path'>;
  pageSize: number;
  /** The page's searchParams. */
  query: Query;
  /** The list's search or filter (`?q=…`), read by the page: given to the call, kept by the links. */
  filter?: Record<string, string | undefined>;
};

type Listed<K extends ConsoleList> = Awaited<ReturnType<typeof loadConsoleList<K>>>;

/** A page of a console list: what its call answered and where its tabs and pager lead. */
type ListPage<K extends ConsoleList> = {
  list: Listed<K>;
  page: number;
  offset: number;
  /** ConsolePager's address of the page: its number, size and links (`hrefFor`). */
  pager: { page: number; pageSize: number; hrefFor: (page: number) => string };
};

/** The same, of a list shown in states (`?state=…`) chosen by ConsoleStateTabs. */
type StatedListPage<K extends ConsoleList, S extends string> = ListPage<K> & {
  shown: S;
  /** ConsoleStateTabs' states, the one shown and its links, each to the state's first page. */
  tabs: { states: readonly S[]; shown: S; hrefFor: (state: S) => string };
};

/**
 * One page of a console list from its address (`?q=…&state=…&page=N`): the state asked for
 * (`fallback` when it names none of `states`), the page (1 unless a whole number), and the call
 * read with `{ ...filter, state, limit, offset }`.
 */
export function loadConsoleListPage<K extends ConsoleList, S extends string>(
  name: K,
  signIn: OperatorSignIn,
  where: Where & { states: readonly S[]; fallback: NoInfer<S> },
): Promise<StatedListPage<K, S>>;
export function loadConsoleListPage<K extends ConsoleList>(
  name: K,
  signIn: OperatorSignIn,
  where: Where,
): Promise<ListPage<K>>;
export async function loadConsoleListPage<K extends ConsoleList, S extends string>(
  name: K,
  signIn: OperatorSignIn,
  {
    route,
    pageSize,
    query,
    filter = {},
    states,
    fallback,
  }: Where & { states?: readonly S[]; fallback?: S },
): Promise<ListPage<K> | StatedListPage<K, S>> {
  const shown = states && fallback !== undefined ? stateOf(query.state, states, fallback) : null;
  const page = pageOf(query.page);
  const offset = (page - 1) * pageSize;
  const list = await loadConsoleList(name, signIn, {
    ...filter,
    ...(shown === null ? {} : { state: shown }),
    limit: pageSize,
    offset,
  });
  const hrefFor = (to: number, state = shown) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
    if (state !== null) params.set('state', state);
    if (to > 1) params.set('page', String(to));
    const search = params.toString();
    return search ? `${route.path}?${search}` : route.path;
  };
  const pager = { page, pageSize, hrefFor: (to: number) => hrefFor(to) };
  if (shown === null || !states) return { list, page, offset, pager };
  return {
    list,
    page,
    offset,
    pager,
    shown,
    tabs: { states, shown, hrefFor: (state: S) => hrefFor(1, state) },
  };
}
