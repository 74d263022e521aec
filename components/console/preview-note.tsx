import type { ReactNode } from 'react';

import { IntentLink } from '@/components/ui/intent-link';

/** The banner over a console preview: what it shows, and the way back to the record's page. */
export function PreviewNote({
  back,
  children,
}: {
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <span>{children}</span>
      <IntentLink href={back.href} className="font-semibold underline">
        {back.label}
      </IntentLink>
    </div>
  );
}
