'use client';

import { useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';
import { CONTACT_TEXT_LIMIT } from '@/lib/policies/texts';

import { SubmitButton } from '@/components/ui/form/submit-button';
import { notify } from '@/components/ui/notify';

import { ConsoleField } from '../../console/console-field';
import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

/**
 * The reply to one contact message, mailed to its sender. Success is a notice rather than a line
 * beside the form: the message is then handled and may leave the list the form is in. A refusal
 * stays beside the form (under the reply when it is about the reply), with the reply still in it
 * to send again.
 */
export function ContactReplyForm({ contactId, email }: { contactId: number; email: string }) {
  const [reply, setReply] = useState('');
  const { busy, run, said, errorFor, forget } = useConsoleForm({ fields: ['reply'] });

  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        // The last refusal goes while the reply is sent again.
        forget();
        const answer = await run(() => consoleCall('replyToContact', { contactId, reply }));
        if (!answer) return;
        setReply('');
        void notify.success(answer.message);
      }}
      className="mt-4 space-y-2 border-t border-slate-200 pt-4"
    >
      <ConsoleField
        label={`Reply to ${email}`}
        error={errorFor('reply')}
        hint={`${reply.length}/${CONTACT_TEXT_LIMIT} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            required
            maxLength={CONTACT_TEXT_LIMIT}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
        )}
      </ConsoleField>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="sm" disabled={busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </SubmitButton>
        {/* A success is the notice above, not a line here. */}
        <ConsoleSaid said={said?.ok ? null : said} />
      </div>
    </form>
  );
}
