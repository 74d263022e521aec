'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';
import { CONTACT_TEXT_LIMIT } from '@/lib/policies/texts';

import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form';
import { notify } from '@/components/ui/notify';

/**
 * The reply to one contact message, mailed to its sender. Success is a notice rather than a line
 * beside the form: the message is then handled and may leave the list the form is in. A refusal
 * stays beside the form, with the reply still in it to send again.
 */
export function ContactReplyForm({ contactId, email }: { contactId: number; email: string }) {
  const router = useRouter();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  // Drawn disabled on the server: a click before the script has loaded would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    const result = await consoleCall('replyToContact', { contactId, reply }).catch(() => ({
      status: 502,
      message: 'Something went wrong',
    }));
    setBusy(false);
    if (result.status !== 200) {
      setRefusal(result.message);
      return;
    }
    setReply('');
    void notify.success(result.message);
    router.refresh();
  }

  return (
    <form onSubmit={send} className="mt-4 space-y-2 border-t border-slate-200 pt-4">
      <TextareaField
        label={`Reply to ${email}`}
        rows={4}
        required
        maxLength={CONTACT_TEXT_LIMIT}
        counter={{ length: reply.length, limit: CONTACT_TEXT_LIMIT }}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={!ready || busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </Button>
        {refusal ? (
          <span role="alert" className="text-sm font-semibold text-red-800">
            {refusal}
          </span>
        ) : null}
      </div>
    </form>
  );
}
