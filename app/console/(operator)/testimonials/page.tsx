import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { TESTIMONIALS_SHOWN } from '@/lib/feedback/calls';

import { ReadAlert } from '@/components/console/read-alert';
import { HomeTestimonialsEditor } from '@/components/feedback/console/home-testimonials-editor';

export const metadata: Metadata = { title: 'Testimonials' };

/** Which approved site feedback the home page's carousel shows, and in what order. */
export default async function ConsoleTestimonialsPage() {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const list = await loadConsoleList('listHomeTestimonialsForConsole', state.signIn, {});

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Home page testimonials</h1>
      <p className="mt-2 text-sm text-slate-600">
        Choose which approved feedback about the site the home page&apos;s carousel shows, and in
        what order; each change shows on the home page at once. Approving and withdrawing feedback
        happens under Feedback; withdrawn feedback leaves the home page too.
      </p>
      {list.kind !== 'listed' ? (
        <ReadAlert message={list.message} margin="mt-6" />
      ) : (
        <>
          <HomeTestimonialsEditor
            chosen={list.data.chosen}
            others={list.data.others}
            max={TESTIMONIALS_SHOWN}
          />
          {list.data.othersTotal > list.data.others.length ? (
            <p className="mt-4 text-sm text-slate-600">
              The newest {list.data.others.length} of {list.data.othersTotal} are listed.
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
