'use client';

import dynamic from 'next/dynamic';

/**
 * The lesson's testimonials, rendered into the page's HTML on the server, with the carousel's
 * script (embla) in a chunk of its own: they sit below the player and the related list.
 */
export const LazyLessonTestimonials = dynamic(() =>
  import('./lesson-testimonials').then((module) => module.LessonTestimonials),
);
