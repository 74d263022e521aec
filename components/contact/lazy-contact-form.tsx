'use client';

import dynamic from 'next/dynamic';

/**
 * The contact form, rendered into the page's HTML on the server, with its validation
 * (react-hook-form and the call's zod schema, about 40 kB) in a chunk of its own that loads
 * after the page's own script: the header and menu work before it arrives.
 */
export const LazyContactForm = dynamic(() =>
  import('./contact-form').then((module) => module.ContactForm),
);
