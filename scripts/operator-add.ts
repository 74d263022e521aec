/*
 * `npm run operator:add -- <email> --role <owner|editor|support> [--reset]`: creates an operator
 * of the console, or with --reset gives an existing one a new password, second factor and
 * recovery codes (ending their sessions), and prints what they need to sign in, once. Opens the
 * database the app would use (DATABASE_URL, or PGlite under ${DATA_DIR:-.data}/pglite).
 */
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';

import {
  createOrResetOperator,
  normaliseOperatorEmail,
  OperatorInputError,
  operatorRole,
} from '../lib/operators/operators';
import { OPERATOR_ROLES } from '../lib/access/roles';
import { databaseOptionsFromEnv, openDatabase } from '../lib/db/client';
import { operators } from '../lib/db/schema';

const USAGE = `Usage: npm run operator:add -- <email> --role <${OPERATOR_ROLES.join('|')}> [--reset]`;

function parseArgs(argv: string[]) {
  let email: string | undefined;
  let role: string | undefined;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--reset') reset = true;
    else if (arg === '--role') role = argv[++i];
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else if (!arg.startsWith('--') && !email) email = arg;
    else throw new OperatorInputError(`Unknown argument: ${arg}`);
  }
  if (!email) throw new OperatorInputError('An email address is required');
  return { email: normaliseOperatorEmail(email), role, reset };
}

async function main() {
  const { email, role, reset } = parseArgs(process.argv.slice(2));
  const { options, description } = databaseOptionsFromEnv();
  const { db, close } = await openDatabase(options);
  try {
    const [existing] = await db.select().from(operators).where(eq(operators.email, email));
    if (existing && !reset) {
      throw new OperatorInputError(
        `${email} is already an operator (${existing.role}): pass --reset to issue new credentials`,
      );
    }
    if (!existing && !role) throw new OperatorInputError('A role is required for a new operator');
    const made = await createOrResetOperator(
      db,
      { email, role: role ? operatorRole(role) : existing!.role },
      new Date(),
    );
    console.log(`Database: ${description}`);
    console.log(
      `${made.created ? 'Created' : 'Reset'} ${made.operator.email} (${made.operator.role}).`,
    );
    console.log('Give these to the operator once, over a channel you trust:');
    console.log(`  Password      ${made.password}`);
    console.log(`  TOTP secret   ${made.totpSecret}`);
    console.log(`  TOTP address  ${made.totpUri}`);
    console.log('Scan with an authenticator app:');
    console.log(await QRCode.toString(made.totpUri, { type: 'terminal', small: true }));
    console.log('Recovery codes (each signs in once, instead of an authenticator code):');
    for (const code of made.recoveryCodes) console.log(`  ${code}`);
    console.log('Sign in at /console/signin.');
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof OperatorInputError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error('Could not add the operator:', error);
  process.exit(1);
});
