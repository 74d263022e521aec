'use client';

import { useEffect, useId, useState, type ComponentType } from 'react';

import { initialViewerState, ViewerControls } from '@/components/cases/viewer-controls';
import { ViewerFrame, viewportClasses } from '@/components/cases/viewer-frame';

type CaseViewerProps = { src: string; alt: string };

/**
 * What the page (and a crawler, or a browser without JavaScript) has before the viewer's code
 * arrives: the same box and tools, disabled, and the image, which opens at full size.
 */
function StaticCaseImage({ src, alt }: CaseViewerProps) {
  const idPrefix = useId();
  return (
    <ViewerFrame
      src={src}
      controls={<ViewerControls state={initialViewerState} idPrefix={idPrefix} />}
    >
      <a href={src} className={`block ${viewportClasses(false)}`}>
        {/* The original file, the one the viewer zooms, so it is downloaded once. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={src} alt={alt} fetchPriority="high" className="h-full w-full object-contain" />
      </a>
    </ViewerFrame>
  );
}

/**
 * The case image with its reading tools. The viewer's library touches the document when it
 * loads, so its code is fetched in the browser after the page is shown, and only by this page.
 */
export function CaseViewer(props: CaseViewerProps) {
  const [Viewer, setViewer] = useState<ComponentType<CaseViewerProps> | null>(null);

  useEffect(() => {
    let live = true;
    import('@/components/cases/radiograph-viewer').then((module) => {
      if (live) setViewer(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);

  return Viewer ? <Viewer {...props} /> : <StaticCaseImage {...props} />;
}
