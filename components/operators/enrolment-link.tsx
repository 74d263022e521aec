'use client';

import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';

const lapses = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** An enrolment link, shown once to the owner who made it, to copy and send. */
export function EnrolmentLink({ link, expiresAt }: { link: string; expiresAt: string }) {
  const [address, setAddress] = useState(link);
  // The address this console is reached at, which the invited operator can reach too.
  useEffect(() => setAddress(new URL(link, window.location.origin).toString()), [link]);
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-3 rounded-md bg-amber-50 p-3 ring-1 ring-amber-200">
      <p className="text-sm text-amber-950">
        Shown once. It works until {lapses.format(new Date(expiresAt))} (UK time).
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          readOnly
          aria-label="Enrolment link"
          value={address}
          onFocus={(event) => event.target.select()}
          className="w-full max-w-xl rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs"
        />
        <Button
          size="sm"
          variant="outline"
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(address).catch(() => {});
            setCopied(true);
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
