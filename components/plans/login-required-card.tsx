import { planMessages } from '@/lib/plans/texts';

import { ButtonLink } from '@/components/ui/button';

/** What a visitor sees instead of the plans. */
export function LoginRequiredCard({ signInHref }: { signInHref: string }) {
  return (
    <section
      aria-labelledby="login-required"
      className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="login-required" className="text-2xl font-bold text-slate-900">
        {planMessages.loginRequiredTitle}
      </h2>
      <p className="mt-3 text-slate-600">{planMessages.loginToView}</p>
      <ButtonLink href={signInHref} size="lg" className="mt-6">
        {planMessages.loginNow}
      </ButtonLink>
    </section>
  );
}
