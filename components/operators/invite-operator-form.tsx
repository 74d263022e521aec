'use client';

import { useState } from 'react';

import { enrolmentHref } from '@/lib/operators/links';
import { consoleCall } from '@/lib/platform/console-actions';
import { OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from '@/lib/access/roles';

import { SubmitButton } from '@/components/ui/form/submit-button';

import { ConsoleField } from '../console/console-field';
import { ConsoleSaid } from '../console/console-said';
import { useConsoleForm } from '../console/use-console-form';
import { EnrolmentLink } from './enrolment-link';

/**
 * Invites an operator: the answer is the link with which they enrol, shown here once. A refusal
 * is said under the field it is about (docs/console.md, "Forms").
 */
export function InviteOperatorForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('editor');
  const { busy, run, said, errorFor } = useConsoleForm({ fields: ['email', 'role'] });
  const [invitation, setInvitation] = useState<{ link: string; expiresAt: string } | null>(null);

  return (
    <form
      className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-[1fr_max-content_max-content] sm:items-end"
      onSubmit={async (event) => {
        event.preventDefault();
        const answer = await run(() => consoleCall('inviteOperator', { email, role }));
        setInvitation(
          answer?.data
            ? { link: enrolmentHref(answer.data.token), expiresAt: answer.data.expiresAt }
            : null,
        );
        if (answer) setEmail('');
      }}
    >
      <ConsoleField label="Email" error={errorFor('email')}>
        {(control) => (
          <input
            {...control}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </ConsoleField>
      <ConsoleField label="Role" error={errorFor('role')}>
        {(control) => (
          <select
            {...control}
            value={role}
            onChange={(event) => setRole(event.target.value as OperatorRole)}
          >
            {OPERATOR_ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      <SubmitButton disabled={busy}>{busy ? 'Inviting…' : 'Invite'}</SubmitButton>
      {said ? (
        <div className="sm:col-span-3">
          <ConsoleSaid said={said} />
          {invitation ? <EnrolmentLink {...invitation} /> : null}
        </div>
      ) : null}
    </form>
  );
}
