import { notFound } from 'next/navigation';

/** The spec links to /404 as its not-found destination; it answers like any unknown path. */
export default function NotFoundRoute(): never {
  notFound();
}
