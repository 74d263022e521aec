'use client';

import { useState } from 'react';

import { enrolmentHref } from '@/lib/operators/links';
import { consoleCall } from '@/lib/platform/console-actions';
import { OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from '@/lib/access/roles';

import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';

import { ConsoleSaid } from '../console/console-said';
import { useConsoleForm } from '../console/use-console-form';
import { EnrolmentLink } from './enrolment-link';

type Props = { operatorId: number; email: string; role: OperatorRole; disabled: boolean };

/** An owner's controls for another operator: role, disable or enable, a new enrolment link. */
export function OperatorControls({ operatorId, email, role, disabled }: Props) {
  const form = useConsoleForm();
  const { busy, said } = form;
  // The role select acts through onChange alone: disabled until hydrated, as the buttons are.
  const hydrated = useHydrated();
  const [invitation, setInvitation] = useState<{ link: string; expiresAt: string } | null>(null);

  const run = async (act: () => Promise<{ status: number; message: string; data?: unknown }>) => {
    const answer = await form.run(act);
    // An invitation's token, shown once as the link to send.
    const data = (answer?.data ?? null) as { token?: string; expiresAt?: string } | null;
    setInvitation(
      data?.token && data.expiresAt
        ? { link: enrolmentHref(data.token), expiresAt: data.expiresAt }
        : null,
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm text-slate-700">
          <span className="sr-only">Role of {email}</span>
          <select
            value={role}
            disabled={!hydrated || busy}
            onChange={(event) =>
              run(() =>
                consoleCall('updateOperator', {
                  operatorId,
                  role: event.target.value as OperatorRole,
                  disabled,
                }),
              )
            }
            className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          >
            {OPERATOR_ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <Button
          size="sm"
          variant={disabled ? 'outline' : 'danger'}
          disabled={busy}
          onClick={() => {
            if (
              !disabled &&
              !window.confirm(`Disable ${email}? Their console sessions end at once.`)
            ) {
              return;
            }
            void run(() =>
              consoleCall('updateOperator', { operatorId, role, disabled: !disabled }),
            );
          }}
        >
          {disabled ? 'Enable' : 'Disable'}
        </Button>
        {disabled ? null : (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => {
              if (
                !window.confirm(
                  `Send ${email} a new enrolment link? Their password, authenticator and recovery codes stop working now.`,
                )
              ) {
                return;
              }
              void run(() => consoleCall('resetOperatorEnrolment', { operatorId }));
            }}
          >
            New enrolment link
          </Button>
        )}
      </div>
      <ConsoleSaid said={said} />
      {invitation ? <EnrolmentLink {...invitation} /> : null}
    </div>
  );
}
