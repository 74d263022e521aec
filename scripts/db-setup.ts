/*
 * `npm run db:setup` / `npm run db:seed`: opens the database the app would use (DATABASE_URL, or
 * PGlite under ${DATA_DIR:-.data}/pglite), applies the committed migrations, writes the content
 * for what this is, prints what it inserted and where the data lives, and closes. Safe to run
 * repeatedly: a second run inserts nothing.
 *
 * A local demo (SITE_URL unset or on this machine) gets the whole demo, the accounts the README
 * publishes included. A public deployment (any other SITE_URL: lib/deployment.ts) gets the
 * essentials only, the plans and the policy pages; `--demo-content` adds the demo's lessons,
 * cases, live sessions and testimonials, still with no account anyone can sign in to. There the
 * published accounts an older version made are disabled, as the server does when it starts.
 */
import { databaseOptionsFromEnv, openDatabase } from '../lib/db/client';
import {
  DEMO_COHORT,
  DEMO_COHORT_LEAD,
  DEMO_FACULTY,
  DEMO_OPERATOR,
  seedDemoOperator,
} from '../lib/platform/demo/operator';
import { DEMO_CREDENTIALS, seedDemoContent, type SeedContent } from '../lib/platform/demo/seed';
import { isPublicDeployment } from '../lib/deployment';
import { disablePublishedAccounts } from '../lib/platform/start';
import { seedDemoSeries } from '../lib/platform/demo/series';
import { fileStorageFromEnv } from '../lib/storage/storage-from-env';
import { packageDemoLessons } from '../lib/platform/demo/package-lessons';
import { createMailer } from '../lib/mail/mailer';
import { mailFrom, outboxDir } from '../lib/calls/config';

const USAGE = 'Usage: npm run db:setup [-- --demo-content]';

async function main(demoContent: boolean) {
  const publicDeployment = isPublicDeployment();
  const content: SeedContent = !publicDeployment
    ? 'demo'
    : demoContent
      ? 'demo content'
      : 'essentials';
  const { options, description } = databaseOptionsFromEnv();
  console.log(`Database: ${description}`);
  const siteUrl = process.env.SITE_URL?.trim() || '(unset)';
  console.log(
    publicDeployment
      ? `A public deployment (SITE_URL ${siteUrl}): no account whose password is published.`
      : `A local demo (SITE_URL ${siteUrl}): the whole demo, its accounts included.`,
  );

  const started = Date.now();
  const { db, close } = await openDatabase(options);
  try {
    console.log('Migrations applied.');
    const { inserted } = await seedDemoContent(db, { content });
    if (content !== 'essentials') {
      // The 16-bit CT and MR series, made now and kept where the media are (docs/imaging.md).
      inserted.series_cases = await seedDemoSeries(db, fileStorageFromEnv());
    }
    const total = Object.values(inserted).reduce((sum, n) => sum + n, 0);
    const what = {
      essentials: 'Essentials (plans, policy pages)',
      'demo content': 'Demo content without accounts',
      demo: 'Demo content',
    }[content];
    if (total === 0) {
      console.log(`${what} already present: nothing inserted.`);
    } else {
      console.log(`${what} inserted (${total} rows):`);
    }
    for (const [table, count] of Object.entries(inserted).filter(([, n]) => n > 0)) {
      console.log(`  ${table.padEnd(16)} ${count}`);
    }
    if (content !== 'essentials') {
      // The demo lessons' encrypted streams, made by the job an upload gets (docs/streaming.md).
      const packagingStarted = Date.now();
      const { queued, ready } = await packageDemoLessons({
        db,
        storage: fileStorageFromEnv(),
        mailer: createMailer({
          smtpUrl: process.env.SMTP_URL || undefined,
          outboxDir: outboxDir(),
          from: mailFrom(),
        }),
        now: () => new Date(),
      });
      console.log(
        queued > 0
          ? `Demo lessons packaged for encrypted streaming: ${ready} ready (${((Date.now() - packagingStarted) / 1000).toFixed(1)} s).`
          : `Demo lessons already packaged for encrypted streaming: ${ready} ready.`,
      );
    }
    if (publicDeployment) {
      if (content === 'essentials') {
        console.log(
          'The demo lessons, cases and live sessions (no accounts): npm run db:setup -- --demo-content',
        );
      }
      const disabled = await disablePublishedAccounts(db, new Date());
      if (disabled.length > 0) {
        console.log(
          `Disabled the demo accounts whose passwords are published: ${disabled.join(', ')}`,
        );
      }
      console.log(
        'No demo operator on a public deployment: make the first owner with npm run operator:add.',
      );
    } else {
      console.log(
        'Demo accounts (password for both: ' + DEMO_CREDENTIALS.subscribed.password + '):',
      );
      console.log(`  ${DEMO_CREDENTIALS.unsubscribed.email}  (no subscription)`);
      console.log(`  ${DEMO_CREDENTIALS.subscribed.email}  (Marathon Course)`);
      await seedDemoOperator(db);
      console.log('Demo operator for the console (/console/signin), an owner:');
      console.log(`  ${DEMO_OPERATOR.email}  password ${DEMO_OPERATOR.password}`);
      console.log(`  TOTP secret ${DEMO_OPERATOR.totpSecret} (add it to an authenticator app)`);
      console.log(`The demo cohort's lead (${DEMO_COHORT.name}), read-only:`);
      console.log(`  ${DEMO_COHORT_LEAD.email}  password ${DEMO_COHORT_LEAD.password}`);
      console.log(`  TOTP secret ${DEMO_COHORT_LEAD.totpSecret}`);
      console.log(`The demo consultant (Faculty), who leads one live session:`);
      console.log(`  ${DEMO_FACULTY.email}  password ${DEMO_FACULTY.password}`);
      console.log(`  TOTP secret ${DEMO_FACULTY.totpSecret}`);
      console.log('Serve it on this machine with: npm run demo');
    }
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await close();
  }
}

const args = process.argv.slice(2);
const unknown = args.find((arg) => arg !== '--demo-content');
if (unknown !== undefined) {
  console.error(`Unknown argument: ${unknown}\n${USAGE}`);
  process.exit(1);
}
main(args.includes('--demo-content')).catch((error: unknown) => {
  console.error('Database setup failed:', error);
  process.exit(1);
});
