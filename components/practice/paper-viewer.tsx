'use client';

import type { SeriesManifest } from '@/lib/imaging/series';

import { CaseViewer } from '@/components/cases/case-viewer';

/**
 * The case's images in the viewer: during a paper with the exam's tools alone, in the review with
 * the study tools too. `onImageLoad` marks the first image painted (scripts/measure-practice.ts).
 */
export function PaperViewer({
  images,
  manifest,
  alt,
  mode,
}: {
  images: string[];
  /** A series that came in as DICOM: read in the stack viewer with the exam's tools. */
  manifest: SeriesManifest | null;
  alt: string;
  mode: 'exam' | 'study';
}) {
  return (
    <CaseViewer
      images={images}
      manifest={manifest}
      alt={alt}
      mode={mode}
      onImageLoad={() => requestAnimationFrame(() => performance.mark('practice:image-painted'))}
    />
  );
}
