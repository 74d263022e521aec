'use client';

import dynamic from 'next/dynamic';

/**
 * The toast region, loaded once the page has hydrated: notices only follow something the student
 * did, so sonner stays out of the scripts every page needs before it is usable.
 */
export const DeferredToaster = dynamic(() => import('./toaster').then((module) => module.Toaster), {
  ssr: false,
});
