'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Longer waits are left to the student's next visit (and beyond what setTimeout can hold). */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/** Reads the page again at `at` (an ISO instant), so what opens then shows without a reload. */
export function RefreshWhen({ at }: { at: string }) {
  const router = useRouter();
  useEffect(() => {
    const wait = new Date(at).getTime() - Date.now();
    if (!(wait > 0 && wait <= LONGEST_WAIT_MS)) return;
    const timer = setTimeout(() => router.refresh(), wait + 1000);
    return () => clearTimeout(timer);
  }, [at, router]);
  return null;
}
