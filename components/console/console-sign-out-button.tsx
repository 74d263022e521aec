'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { operatorSignOutAction } from '@/lib/console/actions';

import { Button } from '@/components/ui/button';

export function ConsoleSignOutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await operatorSignOutAction().catch(() => undefined);
        router.replace('/console/signin');
        router.refresh();
      }}
    >
      Sign out
    </Button>
  );
}
