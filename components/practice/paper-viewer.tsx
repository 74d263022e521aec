'use client';

import { CaseViewer } from '@/components/cases/case-viewer';

/** The case's images in the exam's viewer: its series scrolled, or its one film. */
export function PaperViewer({ images, alt }: { images: string[]; alt: string }) {
  return <CaseViewer key={images[0]} src={images[0]!} alt={alt} />;
}
