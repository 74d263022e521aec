'use client';

import dynamic from 'next/dynamic';
import type useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useState, type RefObject } from 'react';

import { useNearViewport } from './use-near-viewport';

// Its own chunk, fetched when the carousel first comes near the viewport: the carousels sit
// below the fold, and embla is not part of the first load of the pages that show them
// (docs/performance.md).
const EmblaBinding = dynamic(
  () => import('./embla-binding').then((module) => module.EmblaBinding),
  {
    ssr: false,
  },
);

/**
 * Embla for a carousel whose section is `sectionRef`: `viewportRef` goes on the scrolling
 * viewport, `binding` is rendered anywhere inside the component, and `embla` is undefined until
 * the section is within a screen of the viewport and embla's script has arrived. Until then the
 * row scrolls natively.
 */
export function useLazyEmbla(
  sectionRef: RefObject<HTMLElement | null>,
  options: Parameters<typeof useEmblaCarousel>[0],
) {
  const near = useNearViewport(sectionRef);
  const [viewport, viewportRef] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<UseEmblaCarouselType[1]>();
  const binding =
    near && viewport ? (
      <EmblaBinding viewport={viewport} options={options} onReady={setEmbla} />
    ) : null;
  return { viewportRef, embla, binding };
}
