/*
 * Packages the hosted demo lessons of the database the app would use (DATABASE_URL, or PGlite
 * under ${DATA_DIR:-.data}/pglite) for encrypted adaptive streaming, through the packaging job an
 * upload gets (docs/streaming.md, "Demo lessons"): what `npm run db:setup` does after seeding, on
 * its own. A lesson already packaged is left as it is.
 *
 *   npx tsx scripts/package-demo-lessons.ts [slug …]
 */
import { mailFrom, outboxDir } from '../lib/calls/config';
import { databaseOptionsFromEnv, openDatabase } from '../lib/db/client';
import { createMailer } from '../lib/mail/mailer';
import { fileStorageFromEnv } from '../lib/storage/storage-from-env';
import { packageDemoLessons } from '../lib/platform/demo/package-lessons';

async function main() {
  const { options, description } = databaseOptionsFromEnv();
  console.log(`Database: ${description}`);
  const { db, close } = await openDatabase(options);
  try {
    const started = Date.now();
    const { queued, ready } = await packageDemoLessons(
      {
        db,
        storage: fileStorageFromEnv(),
        mailer: createMailer({
          smtpUrl: process.env.SMTP_URL || undefined,
          outboxDir: outboxDir(),
          from: mailFrom(),
        }),
        now: () => new Date(),
      },
      process.argv.length > 2 ? process.argv.slice(2) : undefined,
    );
    console.log(
      `${queued} demo lessons packaged, ${ready} lessons stream, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
