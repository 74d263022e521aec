'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { enrolmentHref } from '@/lib/operators/links';
import { consoleCall } from '@/lib/platform/console-actions';
import { OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from '@/lib/access/roles';

import { Button } from '@/components/ui/button';

import { EnrolmentLink } from './enrolment-link';

type Props = { operatorId: number; email: string; role: OperatorRole; disabled: boolean };

/** An owner's controls for another operator: role, disable or enable, a new enrolment link. */
export function OperatorControls({ operatorId, email, role, disabled }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const [invitation, setInvitation] = useState<{ link: string; expiresAt: string } | null>(null);

  const run = async (act: () => Promise<{ status: number; message: string; data?: unknown }>) => {
    setBusy(true);
    const result = await act().catch(() => ({ status: 502, message: 'Something went wrong' }));
    setBusy(false);
    setSaid({ ok: result.status === 200, message: result.message });
    // An invitation's token, shown once as the link to send.
    const data = ('data' in result ? result.data : null) as {
      token?: string;
      expiresAt?: string;
    } | null;
    setInvitation(
      result.status === 200 && data?.token && data.expiresAt
        ? { link: enrolmentHref(data.token), expiresAt: data.expiresAt }
        : null,
    );
    if (result.status === 200) router.refresh();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm text-slate-700">
          <span className="sr-only">Role of {email}</span>
          <select
            value={role}
            disabled={!ready || busy}
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
          disabled={!ready || busy}
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
            disabled={!ready || busy}
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
      {said ? (
        <p
          role={said.ok ? 'status' : 'alert'}
          className={said.ok ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-800'}
        >
          {said.message}
        </p>
      ) : null}
      {invitation ? <EnrolmentLink {...invitation} /> : null}
    </div>
  );
}
