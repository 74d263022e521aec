'use client';

import { useMemo } from 'react';

import { pictureManifest, type SeriesManifest } from '@/lib/imaging/series';
import type { StackViewerMode } from '@/components/imaging/stack-state';

import { SeriesViewer } from '@/components/imaging/series-viewer';

export type CaseViewerProps = {
  /** One image, or a series in order (at least one): the addresses the slices are fetched from. */
  images: string[];
  alt: string;
  /** `exam` offers exactly the exam's tools; `study` (the default) adds presets, invert, window. */
  mode?: StackViewerMode;
  /** Called once, when the first slice has been painted. */
  onImageLoad?: () => void;
  /**
   * A series that came in as DICOM: its 16-bit manifest, whose slices are `images` in order.
   * Without it the images are pictures, each a slice of 8-bit greys (docs/imaging.md, "Pictures
   * as stacks").
   */
  manifest?: SeriesManifest | null;
};

/**
 * The case's image, or its series, in the stack viewer (docs/imaging.md, "The viewer"): a DICOM
 * series with its true window and level, a plain film as a one-slice stack, a picture series as
 * a stack of pictures; the same tools and keys for all, `mode="exam"` exactly the exam's.
 */
export function CaseViewer({ manifest, images, alt, mode, onImageLoad }: CaseViewerProps) {
  // Another case (the paper's next one) starts with a fresh view on its first slice.
  const key = images.join('\n');
  const stack = useMemo(
    () =>
      manifest && manifest.slices.length === images.length
        ? manifest
        : pictureManifest(images, key),
    [manifest, images, key],
  );
  // A DICOM slice is fetched from the case's address for it; a picture's name is its address.
  const sliceUrl = useMemo(() => {
    const urls = new Map(stack.slices.map((slice, index) => [slice.file, images[index]]));
    return (file: string) => urls.get(file) ?? file;
  }, [stack, images]);
  return (
    <>
      <SeriesViewer
        key={key}
        manifest={stack}
        sliceUrl={sliceUrl}
        alt={alt}
        mode={mode}
        onFirstPaint={onImageLoad}
      />
      {mode === 'exam' ? null : (
        // Without JavaScript (and for a crawler) a case page still shows its first image, linked
        // to the file; a paper's exam mode offers no way to the file (docs/cases.md).
        <noscript>
          <a href={images[0]} className="mt-3 block">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={images[0]} alt={`${alt}, image 1 of ${images.length}`} />
          </a>
        </noscript>
      )}
    </>
  );
}
