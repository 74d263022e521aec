'use client';

import { useEffect } from 'react';

import { notify } from '@/components/ui/notify';

/** The spec's toast for a page that opens in a state the student should hear about. */
export function NoticeOnLoad({ message, tone }: { message: string; tone: 'warning' | 'error' }) {
  useEffect(() => {
    void notify[tone](message);
  }, [message, tone]);
  return null;
}
