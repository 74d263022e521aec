import { createBackend, type Backend } from './backend';
import { mailFrom, outboxDir, paymentConfig, uploadsDir } from './config';
import { getDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { createPaymentProviders, describePaymentProviders } from './payments';
import { createDiskStorage } from './storage/disk-storage';

const globalForBackend = globalThis as unknown as { __backend?: Promise<Backend> };

/** The process-wide backend, built from the environment on first use. */
export function getBackend(): Promise<Backend> {
  globalForBackend.__backend ??= (async () => {
    const db = await getDatabase();
    const smtpUrl = process.env.SMTP_URL || undefined;
    if (!smtpUrl) console.info(`Mail goes to the dev outbox: ${outboxDir()}`);
    const payments = paymentConfig();
    console.info(describePaymentProviders(payments));
    return createBackend({
      db,
      mailer: createMailer({ smtpUrl, outboxDir: outboxDir(), from: mailFrom() }),
      storage: createDiskStorage(uploadsDir()),
      now: () => new Date(),
      payments: createPaymentProviders(payments),
    });
  })().catch((error) => {
    // A failed start (say, the database was unreachable) must not be cached for good.
    globalForBackend.__backend = undefined;
    throw error;
  });
  return globalForBackend.__backend;
}

export { createBackend, type Backend } from './backend';
export type { BackendDeps } from './deps';
