'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Disables a student's account (after asking: it ends their sign-ins at once), or enables it. */
export function StudentDisabledButton({
  studentId,
  disabled,
}: {
  studentId: number;
  disabled: boolean;
}) {
  return disabled ? (
    <ConsoleActionButton
      label="Enable the account"
      act={() => consoleCall('setStudentDisabled', { studentId, disabled: false })}
    />
  ) : (
    <ConsoleActionButton
      label="Disable the account"
      variant="danger"
      confirm="Disable this account? The student is signed out everywhere at once and cannot sign in until it is enabled again."
      act={() => consoleCall('setStudentDisabled', { studentId, disabled: true })}
    />
  );
}
