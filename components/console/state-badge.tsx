import type { ReactNode } from 'react';

const SIZES = {
  /** Beside a name in a list's row. */
  row: 'ml-2 px-1.5 text-xs',
  /** Beside a page's title. */
  title: 'ml-3 px-2 align-middle text-sm',
} as const;

/** A record that students do not see as it stands: a draft, a plan off sale, a draft waiting. */
export function StateBadge({
  size = 'row',
  children,
}: {
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  return (
    <span className={`${SIZES[size]} rounded bg-amber-50 py-0.5 font-semibold text-amber-900`}>
      {children}
    </span>
  );
}
