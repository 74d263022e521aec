'use client';

import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';

import type { SeriesManifest } from '@/lib/imaging/series';

import type { RadiographViewerProps } from '@/components/cases/radiograph-viewer';
import { initialViewerState, ViewerControls } from '@/components/cases/viewer-controls';
import { sliceAlt, ViewerFrame, viewportClasses } from '@/components/cases/viewer-frame';
import { SeriesViewer } from '@/components/imaging/series-viewer';

export type CaseViewerProps = RadiographViewerProps & {
  /**
   * A series that came in as DICOM: its 16-bit manifest, whose slices are `images` in order. It
   * is read in the stack viewer, with true window and level (docs/imaging.md, "The viewer").
   */
  manifest?: SeriesManifest | null;
};

/** A 16-bit series in the stack viewer, its slices fetched from the case's image addresses. */
function StackCaseViewer({
  manifest,
  images,
  alt,
  mode,
  onImageLoad,
}: CaseViewerProps & { manifest: SeriesManifest }) {
  const sliceUrl = useMemo(() => {
    const urls = new Map(manifest.slices.map((slice, index) => [slice.file, images[index]]));
    return (file: string) => urls.get(file) ?? file;
  }, [manifest, images]);
  return (
    <SeriesViewer
      manifest={manifest}
      sliceUrl={sliceUrl}
      alt={alt}
      mode={mode}
      onFirstPaint={onImageLoad}
    />
  );
}

/**
 * What the page (and a crawler, or a browser without JavaScript) has before the viewer's code
 * arrives: the same box and tools for the mode, disabled, and the first image, which in study
 * mode opens at full size.
 */
function StaticCaseImage({ images, alt, mode = 'study', onImageLoad }: CaseViewerProps) {
  const idPrefix = useId();
  const study = mode === 'study';
  const image = (
    // The original file, the one the viewer zooms, so it is downloaded once.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={images[0]}
      alt={sliceAlt(alt, 0, images.length)}
      data-testid="viewer-image"
      data-slice={1}
      fetchPriority="high"
      onLoad={onImageLoad}
      className="h-full w-full object-contain"
    />
  );
  return (
    <ViewerFrame
      fullSizeHref={study ? images[0] : undefined}
      series={images.length > 1}
      controls={
        <ViewerControls
          state={initialViewerState}
          idPrefix={idPrefix}
          mode={mode}
          slices={images.length}
        />
      }
    >
      {study ? (
        <a href={images[0]} className={`block ${viewportClasses(false)}`}>
          {image}
        </a>
      ) : (
        <div className={viewportClasses(false)}>{image}</div>
      )}
    </ViewerFrame>
  );
}

/**
 * The case image, or a series, with its reading tools: `mode="exam"` offers exactly the exam's.
 * The viewer's library touches the document when it loads, so its code is fetched in the browser
 * after the page is shown, and only by the pages that show a case.
 */
export function CaseViewer({ manifest, ...props }: CaseViewerProps) {
  const [Viewer, setViewer] = useState<ComponentType<CaseViewerProps> | null>(null);
  const stack = manifest && manifest.slices.length === props.images.length ? manifest : null;

  useEffect(() => {
    // A 16-bit series needs only the stack viewer's code, not the pictures' viewer.
    if (stack) return;
    let live = true;
    import('@/components/cases/radiograph-viewer').then((module) => {
      if (live) setViewer(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [stack]);

  // Another case (the paper's next one) starts with a fresh view on its first slice.
  const key = props.images.join('\n');
  if (stack) return <StackCaseViewer key={key} manifest={stack} {...props} />;
  return Viewer ? <Viewer key={key} {...props} /> : <StaticCaseImage key={key} {...props} />;
}
