import { eq } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { operators } from '../../db/schema';
import { DEMO_OPERATOR } from '../../demo-accounts';
import { isPublicDeployment } from '../../deployment';
import { createOrResetOperator } from '../../operators/operators';

export { DEMO_OPERATOR } from '../../demo-accounts';

/**
 * Creates the demo operator a fresh clone signs in to the console with (README), when missing;
 * what it did, for the setup's printout. Its password and TOTP secret are public, so it is never
 * made on a public deployment (and never let in there: lib/deployment.ts); there
 * `npm run operator:add` makes the first owner.
 */
export async function seedDemoOperator(
  db: Database,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<'created' | 'present' | 'skipped'> {
  if (isPublicDeployment(env)) return 'skipped';
  const [present] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.email, DEMO_OPERATOR.email));
  if (present) return 'present';
  await createOrResetOperator(db, { ...DEMO_OPERATOR }, new Date());
  return 'created';
}
