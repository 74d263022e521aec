'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

type Props = {
  viewport: HTMLElement;
  options: Parameters<typeof useEmblaCarousel>[0];
  onReady: (embla: UseEmblaCarouselType[1]) => void;
};

/** Starts embla on a carousel's viewport and hands its API up; stops it when unmounted. */
export function EmblaBinding({ viewport, options, onReady }: Props) {
  const [viewportRef, embla] = useEmblaCarousel(options);
  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewportRef, viewport]);
  useEffect(() => {
    onReady(embla);
    return () => onReady(undefined);
  }, [embla, onReady]);
  return null;
}
