'use client';

import { useEffect } from 'react';

import './globals.css';

/** Replaces the root layout when it fails itself, so it brings its own html and body. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-GB">
      <body className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
        <title>Unexpected Application Error!</title>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Unexpected Application Error!
        </h1>
        <p className="mt-3 max-w-md text-slate-600">
          Something went wrong while loading the site. Please try again.
        </p>
        {error.digest ? (
          <p className="mt-2 text-xs text-slate-500">Reference: {error.digest}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => reset()}
            className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Try again
          </button>
          {/* A full page load: the client router may be the thing that failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            className="rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Back to Home
          </a>
        </div>
      </body>
    </html>
  );
}
