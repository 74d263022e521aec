'use client';

import type { UseEmblaCarouselType } from 'embla-carousel-react';
import type { ReactNode, Ref } from 'react';

import { cn } from './cn';
import { ChevronRightIcon } from './icons';

type Embla = UseEmblaCarouselType[1];

/**
 * An embla carousel's viewport and slides. Before embla starts (it loads when the carousel nears
 * the viewport: `useLazyEmbla`) the row scrolls natively with snap points, so every slide is
 * reachable without it. Each slide is a group named "2 of 5".
 */
export function CarouselSlides<T>({
  viewportRef,
  embla,
  items,
  keyOf,
  gutter,
  slideClassName,
  className,
  roleDescription,
  children,
}: {
  viewportRef: Ref<HTMLDivElement>;
  embla: Embla;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  /** The space between slides: a negative left margin on the row, as padding on each slide. */
  gutter: { row: string; slide: string };
  /** How wide each slide is (its flex basis at each width). */
  slideClassName: string;
  className?: string;
  /** The viewport's role description, when the carousel's own section does not carry it. */
  roleDescription?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <div
      ref={viewportRef}
      data-ready={embla ? 'true' : undefined}
      aria-roledescription={roleDescription}
      className={cn(
        '-my-2 [scrollbar-width:none] py-2',
        embla ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto',
        className,
      )}
    >
      <div className={cn('flex touch-pan-y', gutter.row)}>
        {items.map((item, index) => (
          <div
            key={keyOf(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            data-slide
            className={cn('min-w-0 shrink-0 grow-0 snap-start', gutter.slide, slideClassName)}
          >
            {children(item)}
          </div>
        ))}
      </div>
    </div>
  );
}

const arrowSizes = { md: 'size-10', lg: 'size-11' } as const;

/**
 * The previous and next buttons of an embla carousel ("Previous testimonials"), with whatever
 * sits between them (the position dots). They stay disabled until embla can move that way.
 */
export function CarouselArrows({
  embla,
  canPrev,
  canNext,
  of,
  size,
  className,
  children,
}: {
  embla: Embla;
  canPrev: boolean;
  canNext: boolean;
  /** What the carousel holds, for the buttons' names. */
  of: string;
  size: keyof typeof arrowSizes;
  className?: string;
  children?: ReactNode;
}) {
  const button = cn(
    arrowSizes[size],
    'inline-flex items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-700 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:bg-white disabled:hover:text-slate-700',
  );
  return (
    <div className={className}>
      <button
        type="button"
        className={button}
        onClick={() => embla?.scrollPrev()}
        disabled={!canPrev}
        aria-label={`Previous ${of}`}
      >
        <ChevronRightIcon className="size-5 rotate-180" />
      </button>
      {children}
      <button
        type="button"
        className={button}
        onClick={() => embla?.scrollNext()}
        disabled={!canNext}
        aria-label={`Next ${of}`}
      >
        <ChevronRightIcon className="size-5" />
      </button>
    </div>
  );
}
