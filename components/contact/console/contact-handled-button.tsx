'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Marks a contact message handled, or opens a handled one again. */
export function ContactHandledButton({
  contactId,
  handled,
}: {
  contactId: number;
  handled: boolean;
}) {
  return handled ? (
    <ConsoleActionButton
      label="Reopen"
      act={() => consoleCall('markContactHandled', { contactId, handled: false })}
    />
  ) : (
    <ConsoleActionButton
      label="Mark handled"
      variant="primary"
      act={() => consoleCall('markContactHandled', { contactId, handled: true })}
    />
  );
}
