import { eq } from 'drizzle-orm';

import { isPublicDeployment } from '../calls/config';
import type { Database } from '../db/client';
import { operators } from '../db/schema';
import { createOrResetOperator } from './operators';

/**
 * The demo operator a fresh clone signs in to the console with (README). Its password and TOTP
 * secret are public, so it is never made on a public deployment: there, `npm run operator:add`
 * makes the first owner.
 */
export const DEMO_OPERATOR = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  role: 'owner',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
} as const;

/** Creates the demo operator when missing; what it did, for the setup's printout. */
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
