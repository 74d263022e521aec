'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { Button } from '@/components/ui/button';
import { HandlerButton } from '@/components/ui/handler-button';

import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

type Testimonial = { feedbackId: number; studentName: string; rating: number; description: string };

type Props = {
  chosen: Testimonial[];
  others: Testimonial[];
  /** The most the carousel shows. */
  max: number;
};

const small =
  'rounded-md px-2 py-1 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40';

/**
 * The home page's testimonials: the chosen ones in order (moved, removed) and the other approved
 * site feedback to add. Each change is saved at once, so the list shows what the home page shows.
 */
export function HomeTestimonialsEditor({ chosen, others, max }: Props) {
  const { busy, run, said } = useConsoleForm();
  const ids = chosen.map((item) => item.feedbackId);

  const save = (feedbackIds: number[]) =>
    run(() => consoleCall('arrangeHomeTestimonials', { feedbackIds }));
  const move = (at: number, by: -1 | 1) => {
    const next = [...ids];
    [next[at], next[at + by]] = [next[at + by]!, next[at]!];
    return save(next);
  };

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="chosen">
        <h2 id="chosen" className="text-lg font-bold text-slate-900">
          On the home page ({chosen.length} of at most {max})
        </h2>
        {said ? (
          <p className="mt-2">
            <ConsoleSaid said={said} />
          </p>
        ) : null}
        {chosen.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">
            None chosen: the home page shows the newest {max} approved site feedback.
          </p>
        ) : (
          <ol className="mt-3 space-y-3">
            {chosen.map((item, at) => (
              <li
                key={item.feedbackId}
                aria-label={`Testimonial ${at + 1} from ${item.studentName}`}
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <p className="text-sm font-semibold text-slate-900">
                  {at + 1}. {item.studentName} · {item.rating} / 5
                </p>
                <p className="mt-1 line-clamp-3 text-sm text-slate-700">{item.description}</p>
                <div className="mt-2 flex gap-2">
                  <HandlerButton
                    type="button"
                    className={small}
                    disabled={busy || at === 0}
                    onClick={() => move(at, -1)}
                    aria-label={`Move ${item.studentName}’s testimonial up`}
                  >
                    Up
                  </HandlerButton>
                  <HandlerButton
                    type="button"
                    className={small}
                    disabled={busy || at === chosen.length - 1}
                    onClick={() => move(at, 1)}
                    aria-label={`Move ${item.studentName}’s testimonial down`}
                  >
                    Down
                  </HandlerButton>
                  <HandlerButton
                    type="button"
                    className={small}
                    disabled={busy}
                    onClick={() => save(ids.filter((id) => id !== item.feedbackId))}
                  >
                    Remove from the home page
                  </HandlerButton>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="others">
        <h2 id="others" className="text-lg font-bold text-slate-900">
          Other approved site feedback
        </h2>
        {others.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No other approved site feedback.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {others.map((item) => (
              <li
                key={item.feedbackId}
                aria-label={`Feedback from ${item.studentName}`}
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <p className="text-sm font-semibold text-slate-900">
                  {item.studentName} · {item.rating} / 5
                </p>
                <p className="mt-1 line-clamp-3 text-sm text-slate-700">{item.description}</p>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  disabled={busy || chosen.length >= max}
                  onClick={() => save([...ids, item.feedbackId])}
                >
                  Show on the home page
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
