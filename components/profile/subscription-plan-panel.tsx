import { ButtonLink } from '@/components/ui/button';

/**
 * The profile's Subscription Plan tab. A slot: the Plans and payments work replaces this body
 * with the plan history (cards, Renew Plan, "No Active Subscriptions" / "Browse Plans").
 */
export function SubscriptionPlanPanel() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
      <p className="text-slate-600">Your subscription plans and their dates appear here.</p>
      <ButtonLink href="/subscription" className="mt-4">
        Browse Plans
      </ButtonLink>
    </div>
  );
}
