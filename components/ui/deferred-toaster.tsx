'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

import { whenNoticeAsked } from './notify';

const Toaster = dynamic(() => import('./toaster').then((module) => module.Toaster), {
  ssr: false,
});

/**
 * The toast region, loaded with the first notice: notices only follow something the student did,
 * so sonner stays out of what every page loads.
 */
export function DeferredToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => whenNoticeAsked(() => setNeeded(true)), []);
  return needed ? <Toaster /> : null;
}
