'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';

import { enrolmentHref } from '@/lib/operators/links';
import { consoleCall } from '@/lib/platform/console-actions';
import { OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from '@/lib/access/roles';

import { Button } from '@/components/ui/button';

import { EnrolmentLink } from './enrolment-link';

const field =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Invites an operator: the answer is the link with which they enrol, shown here once. */
export function InviteOperatorForm() {
  const router = useRouter();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('editor');
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const [invitation, setInvitation] = useState<{ link: string; expiresAt: string } | null>(null);

  return (
    <form
      className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-[1fr_max-content_max-content] sm:items-end"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await consoleCall('inviteOperator', { email, role }).catch(() => ({
          status: 502,
          message: 'Something went wrong',
          data: null,
        }));
        setBusy(false);
        setSaid({ ok: result.status === 200, message: result.message });
        setInvitation(
          result.status === 200 && result.data
            ? { link: enrolmentHref(result.data.token), expiresAt: result.data.expiresAt }
            : null,
        );
        if (result.status === 200) {
          setEmail('');
          router.refresh();
        }
      }}
    >
      <label className="block text-sm font-semibold text-slate-800">
        Email
        <input
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={field}
        />
      </label>
      <div>
        <label htmlFor={roleId} className="block text-sm font-semibold text-slate-800">
          Role
        </label>
        <select
          id={roleId}
          value={role}
          onChange={(event) => setRole(event.target.value as OperatorRole)}
          className={field}
        >
          {OPERATOR_ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={!ready || busy}>
        {busy ? 'Inviting…' : 'Invite'}
      </Button>
      {said ? (
        <div className="sm:col-span-3">
          <p
            role={said.ok ? 'status' : 'alert'}
            className={said.ok ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-800'}
          >
            {said.message}
          </p>
          {invitation ? <EnrolmentLink {...invitation} /> : null}
        </div>
      ) : null}
    </form>
  );
}
