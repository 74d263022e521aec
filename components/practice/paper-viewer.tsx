'use client';

import { CaseViewer } from '@/components/cases/case-viewer';

/**
 * The case's images in the viewer: during a paper with the exam's tools alone, in the review with
 * the study tools too. `onImageLoad` marks the first image painted (scripts/measure-practice.ts).
 */
export function PaperViewer({
  images,
  alt,
  mode,
}: {
  images: string[];
  alt: string;
  mode: 'exam' | 'study';
}) {
  return (
    <CaseViewer
      images={images}
      alt={alt}
      mode={mode}
      onImageLoad={() => requestAnimationFrame(() => performance.mark('practice:image-painted'))}
    />
  );
}
