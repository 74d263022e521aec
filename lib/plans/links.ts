import { routes } from '@/lib/routes';

/** A plan's page in the console: its price, period, feature rows and sale. */
export const consolePlanHref = (planId: number) => `${routes.consolePlan.path}/${planId}`;
