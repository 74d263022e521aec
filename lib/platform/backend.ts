import { resolveSignInToken } from '../accounts/sign-in-tokens';
import { createBackend, type Backend, type BackendTables } from '../calls/backend';
import { mailFrom, outboxDir, paymentConfig } from '../calls/config';
import { getDatabase } from '../db/client';
import { prepareDatabase } from './start';
import { createMailer } from '../mail/mailer';
import { createPaymentProviders, describePaymentProviders } from '../payments';
import { fileStorageFromEnv } from '../storage/storage-from-env';
import { resolveOperatorSignIn } from '../operators/operator-sign-ins';
import { calls, services } from './calls';

/**
 * What the embedded backend serves: every domain's calls and services, with the actors their
 * tokens name (a student's sign-in, an operator's console sign-in).
 */
export const platformTables: BackendTables = {
  calls,
  services,
  actors: { student: resolveSignInToken, operator: resolveOperatorSignIn },
};

const globalForBackend = globalThis as unknown as { __backend?: Promise<Backend> };

/** The process-wide backend, built from the environment on first use. */
export function getBackend(): Promise<Backend> {
  globalForBackend.__backend ??= (async () => {
    const db = await getDatabase();
    const storage = fileStorageFromEnv();
    await prepareDatabase(db, process.env, new Date(), storage);
    const smtpUrl = process.env.SMTP_URL || undefined;
    if (!smtpUrl) console.info(`Mail goes to the dev outbox: ${outboxDir()}`);
    const payments = paymentConfig();
    console.info(describePaymentProviders(payments));
    return createBackend(
      {
        db,
        mailer: createMailer({ smtpUrl, outboxDir: outboxDir(), from: mailFrom() }),
        storage,
        now: () => new Date(),
        payments: createPaymentProviders(payments),
        practiceTimeScale: Number(process.env.PRACTICE_TIME_SCALE) || undefined,
      },
      platformTables,
    );
  })().catch((error) => {
    // A failed start (say, the database was unreachable) must not be cached for good.
    globalForBackend.__backend = undefined;
    throw error;
  });
  return globalForBackend.__backend;
}

export { type Backend } from '../calls/backend';
