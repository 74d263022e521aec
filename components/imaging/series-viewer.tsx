'use client';

import dynamic from 'next/dynamic';

import type { StackViewerProps } from '@/components/imaging/stack-viewer';

/**
 * The stack viewer, loaded in the browser only by the pages that show a series: its code (the
 * canvas painting, the PNG decoder, the slice cache) is its own chunk. Until it lands the page
 * holds the same square box, so nothing moves.
 */
const StackViewer = dynamic(() => import('@/components/imaging/stack-viewer'), {
  ssr: false,
  loading: () => (
    <div
      aria-busy="true"
      className="aspect-square max-h-[75vh] w-full rounded-2xl bg-slate-950 shadow-lg ring-1 ring-slate-900/10"
    >
      <span className="sr-only">Loading the series viewer…</span>
    </div>
  ),
});

export function SeriesViewer(props: StackViewerProps) {
  // Another series (the paper's next case) starts with a fresh view on its first slice.
  return <StackViewer key={props.manifest.uids.series} {...props} />;
}
