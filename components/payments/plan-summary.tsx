import type { Plan } from '@/lib/plans/calls';
import { formatPounds, paymentMessages } from '@/lib/plans/texts';

/** The chosen plan and what it costs, as the server priced it. */
export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <section
      aria-labelledby="chosen-plan"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Your plan</p>
      <h2 id="chosen-plan" className="mt-1 text-2xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="text-slate-600">{plan.subTitle}</p>
      {plan.description.length > 0 ? (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-600">
          {plan.description.map((feature, index) => (
            <li key={index}>
              <span className="font-semibold text-slate-800">{feature.title}</span>
              {feature.detail ? `: ${feature.detail}` : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6 flex items-baseline justify-between border-t border-slate-100 pt-4">
        <span className="font-semibold text-slate-700">{paymentMessages.payableAmount}</span>
        <span className="text-2xl font-extrabold text-brand-700">{formatPounds(plan.price)}</span>
      </div>
    </section>
  );
}
