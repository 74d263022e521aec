'use client';

import { useEffect, useId, useRef } from 'react';

import type { Testimonial } from '@/lib/contract/feedback';

import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';

import { StarRating } from './star-rating';

type TestimonialDialogProps = {
  /** The testimonial to show in full; null keeps the dialog closed. */
  testimonial: Testimonial | null;
  onClose: () => void;
};

/**
 * A testimonial's full text in a modal dialog. The native <dialog> keeps focus inside, closes on
 * Escape and hands focus back to the Read More button; a click on the backdrop also closes it.
 */
export function TestimonialDialog({ testimonial, onClose }: TestimonialDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (testimonial && !dialog.open) dialog.showModal();
    if (!testimonial && dialog.open) dialog.close();
  }, [testimonial]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // The content fills the dialog, so only a click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-slate-800 opacity-0 shadow-2xl transition-[opacity,translate,overlay,display] transition-discrete duration-300 backdrop:bg-slate-950/60 backdrop:opacity-0 backdrop:transition-[opacity,overlay,display] backdrop:transition-discrete backdrop:duration-150 open:translate-y-0 open:opacity-100 open:backdrop:opacity-100 starting:open:translate-y-4 starting:open:opacity-0 starting:open:backdrop:opacity-0"
    >
      {testimonial ? (
        <div className="p-6 sm:p-8">
          <div className="flex items-start gap-4">
            <Avatar src={testimonial.profile} alt="" size={56} />
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-bold text-slate-900">
                {testimonial.fullName}
              </h2>
              <StarRating rating={testimonial.rating} className="mt-1" />
            </div>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              aria-label="Close testimonial"
              className="-m-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <p className="mt-5 leading-7 whitespace-pre-line text-slate-700">
            {testimonial.description}
          </p>
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className={buttonClasses({ variant: 'outline' })}
            >
              Close
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
