import type { ReactNode } from 'react';

import { IntentLink } from '@/components/ui/intent-link';

const SIZES = {
  /** Beside a name in a list's row. */
  row: 'ml-2 px-1.5 text-xs',
  /** Beside a page's title. */
  title: 'ml-3 px-2 align-middle text-sm',
} as const;

const TONES = {
  /** Not seen by students as it stands: a draft, a plan off sale, a draft waiting. */
  hidden: 'bg-amber-50 text-amber-900',
  /** Seen and open to students: a plan on sale. */
  open: 'bg-green-50 text-green-800',
  /** Closed to students for good: a cancelled live session. */
  closed: 'bg-red-50 text-red-800',
} as const;

/** A record's state beside its name, where it is not the plain published one. */
export function StateBadge({
  size = 'row',
  tone = 'hidden',
  children,
}: {
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <span className={`${SIZES[size]} ${TONES[tone]} rounded py-0.5 font-semibold`}>{children}</span>
  );
}

/** A console list's row named by a link to its own page, with its state beside it. */
export function RowTitle({
  href,
  children,
  badge,
}: {
  href: string;
  children: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <>
      <IntentLink href={href} className="font-semibold text-brand-700 hover:underline">
        {children}
      </IntentLink>
      {badge}
    </>
  );
}
