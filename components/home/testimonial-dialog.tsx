'use client';

import type { Testimonial } from '@/lib/feedback/calls';

import { Avatar } from '@/components/ui/avatar';
import { Modal } from '@/components/ui/modal';

import { StarRating } from './star-rating';

type TestimonialDialogProps = {
  /** The testimonial to show in full; null keeps the dialog closed. */
  testimonial: Testimonial | null;
  onClose: () => void;
};

/** A testimonial's full text in the site's modal dialog, opened by Read More. */
export function TestimonialDialog({ testimonial, onClose }: TestimonialDialogProps) {
  return (
    <Modal
      open={testimonial !== null}
      onClose={onClose}
      title={
        <span className="flex items-center gap-3">
          <Avatar src={testimonial?.profile} alt="" size={48} />
          {testimonial?.fullName}
        </span>
      }
    >
      {testimonial ? (
        <>
          <StarRating rating={testimonial.rating} />
          <p className="mt-4 leading-7 whitespace-pre-line text-slate-700">
            {testimonial.description}
          </p>
        </>
      ) : null}
    </Modal>
  );
}
