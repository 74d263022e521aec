'use client';

import dynamic from 'next/dynamic';

/**
 * The lesson's testimonials, rendered into the page's HTML on the server, with their script in a
 * chunk of its own: they sit below the player and the related list. Embla comes later still,
 * when they near the viewport (useLazyEmbla).
 */
export const LazyLessonTestimonials = dynamic(() =>
  import('./lesson-testimonials').then((module) => module.LessonTestimonials),
);
