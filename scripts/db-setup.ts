/*
 * `npm run db:setup` / `npm run db:seed`: opens the database the app would use (DATABASE_URL, or
 * PGlite under ${DATA_DIR:-.data}/pglite), applies the committed migrations, writes the demo
 * content, prints what it inserted and where the data lives, and closes. Safe to run repeatedly:
 * a second run inserts nothing.
 */
import { databaseOptionsFromEnv, openDatabase } from '../lib/db/client';
import { DEMO_OPERATOR, seedDemoOperator } from '../lib/console/demo-operator';
import { DEMO_CREDENTIALS, seedDemoContent } from '../lib/db/seed';

async function main() {
  const { options, description } = databaseOptionsFromEnv();
  console.log(`Database: ${description}`);

  const started = Date.now();
  const { db, close } = await openDatabase(options);
  try {
    console.log('Migrations applied.');
    const { inserted } = await seedDemoContent(db);
    const total = Object.values(inserted).reduce((sum, n) => sum + n, 0);
    if (total === 0) {
      console.log('Demo content already present: nothing inserted.');
    } else {
      console.log(`Demo content inserted (${total} rows):`);
    }
    for (const [table, count] of Object.entries(inserted)) {
      console.log(`  ${table.padEnd(16)} ${count}`);
    }
    console.log('Demo accounts (password for both: ' + DEMO_CREDENTIALS.subscribed.password + '):');
    console.log(`  ${DEMO_CREDENTIALS.unsubscribed.email}  (no subscription)`);
    console.log(`  ${DEMO_CREDENTIALS.subscribed.email}  (Marathon Course)`);
    const operator = await seedDemoOperator(db);
    if (operator === 'skipped') {
      console.log('No demo operator on a public deployment: make one with npm run operator:add.');
    } else {
      console.log('Demo operator for the console (/console/signin), an owner:');
      console.log(`  ${DEMO_OPERATOR.email}  password ${DEMO_OPERATOR.password}`);
      console.log(`  TOTP secret ${DEMO_OPERATOR.totpSecret} (add it to an authenticator app)`);
    }
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error('Database setup failed:', error);
  process.exit(1);
});
