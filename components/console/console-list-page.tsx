import type { ComponentProps, ReactNode } from 'react';

import type { PageRead } from '@/lib/calls/define-call';

import { ConsolePager } from '@/components/console/console-pager';
import { ConsoleStateTabs } from '@/components/console/console-state-tabs';
import { ReadAlert } from '@/components/console/read-alert';

/** A page of a list's rows, with how many there are in all. */
type Paged = { list: readonly unknown[]; total: number };

type Props<D, S extends string> = {
  title: string;
  /** A line under the heading: what the list is for. */
  intro?: ReactNode;
  list: PageRead<D>;
  /** The list's search or filter form: shown unless the operator's role may not read the list. */
  search?: ReactNode;
  /** Which items to show (loadConsoleListPage's `tabs`, with their names). */
  tabs?: ComponentProps<typeof ConsoleStateTabs<S>>;
  /** Which page (loadConsoleListPage's `pager`, with its names); counted from the rows listed. */
  pager?: D extends Paged ? Omit<ComponentProps<typeof ConsolePager>, 'shown' | 'total'> : never;
  /** The list itself: a ConsoleTable or ReviewList, which says its empty state. */
  children: (data: D) => ReactNode;
  /** What follows the list and its pager once it is read: the form for a new item. */
  below?: (data: D) => ReactNode;
  /** The space above the alert in place of the list. */
  alertMargin?: ComponentProps<typeof ReadAlert>['margin'];
};

/**
 * A console list page (docs/console.md, "Lists"): its heading, the state tabs or search form, the
 * alert when the list could not be read, then the list and its pager. The page states its rows as
 * columns or cards; this frame around them is written once.
 */
export function ConsoleListPage<D, S extends string = never>({
  title,
  intro,
  list,
  search,
  tabs,
  pager,
  children,
  below,
  alertMargin = 'mt-6',
}: Props<D, S>) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
      {tabs ? <ConsoleStateTabs {...tabs} /> : null}
      {list.kind === 'refused' ? null : search}
      {list.kind !== 'listed' ? (
        <ReadAlert message={list.message} margin={alertMargin} />
      ) : (
        <>
          {children(list.data)}
          {/* `pager` is only allowed for paged data (Props), so the data has rows and a total. */}
          {pager ? (
            <ConsolePager
              {...pager}
              shown={(list.data as Paged).list.length}
              total={(list.data as Paged).total}
            />
          ) : null}
          {below?.(list.data)}
        </>
      )}
    </>
  );
}
