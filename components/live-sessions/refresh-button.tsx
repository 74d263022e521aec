'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

import { sessionMessages } from '@/lib/live-sessions/texts';

import { Button } from '@/components/ui/button';

/** Reads the list again (the empty state's Refresh). */
export function RefreshButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="outline"
      disabled={pending}
      onClick={() => startTransition(() => router.refresh())}
    >
      {sessionMessages.refresh}
    </Button>
  );
}
