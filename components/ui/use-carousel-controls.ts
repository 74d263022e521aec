'use client';

import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';

type Embla = UseEmblaCarouselType[1];

/**
 * What a carousel's controls need from embla, kept in step with it: whether it can move each
 * way, the selected snap and how many there are, the slides in view, and arrow-key moves for
 * the carousel's section.
 */
export function useCarouselControls(embla: Embla) {
  const [state, setState] = useState({
    canPrev: false,
    canNext: false,
    snap: { selected: 0, count: 0 },
    inView: [] as number[],
  });

  const sync = useCallback(() => {
    if (!embla) return;
    setState({
      canPrev: embla.canScrollPrev(),
      canNext: embla.canScrollNext(),
      snap: { selected: embla.selectedScrollSnap(), count: embla.scrollSnapList().length },
      inView: embla.slidesInView(),
    });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync).on('slidesInView', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('slidesInView', sync);
    };
  }, [embla, sync]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!embla) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      embla.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      embla.scrollNext();
    }
  };

  return { ...state, onKeyDown };
}
