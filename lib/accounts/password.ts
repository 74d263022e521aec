import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/*
 * scrypt at the OWASP Password Storage Cheat Sheet parameters (N=2^17, r=8, p=1), stored as a
 * self-describing string `scrypt$N$r$p$salt$hash` (salt and hash in base64url) so the parameters
 * can be raised later without invalidating existing hashes.
 */

const ALGORITHM = 'scrypt';
const COST = 2 ** 17;
const TEST_COST = 2 ** 10;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

// Bounds on what a stored hash may ask for, so a corrupt row cannot make us allocate gigabytes.
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

// scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that at N=2^17.
function memoryFor(cost: number, blockSize: number): number {
  return 128 * cost * blockSize * 2;
}

let newHashCost = COST;

/**
 * New hashes in this process get N = 2^10 from now on. Only Jest's backend suites call it, before
 * each test file (test/setup-node.ts): they sign up, sign in and seed thousands of times, and a
 * hash at 2^17 costs about 0.7 s ("CI's length" in docs/performance.md). A hash names its own N,
 * so either verifies the other. A process the tests start (`next start`, a script) hashes at the
 * full cost, as a deployment does: the setting is this module's, not the environment's.
 */
export function setTestHashCost(): void {
  newHashCost = TEST_COST;
}

/** Hashes a password for storage. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(plain.normalize('NFKC'), salt, KEY_BYTES, {
    N: newHashCost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: memoryFor(newHashCost, BLOCK_SIZE),
  });
  return [
    ALGORITHM,
    newHashCost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when `plain` matches a hash made by hashPassword; false for any malformed hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== ALGORITHM) return false;
  const [, costText, blockText, parallelText, saltText, keyText] = parts;
  const cost = Number(costText);
  const blockSize = Number(blockText);
  const parallelism = Number(parallelText);
  if (
    !Number.isInteger(cost) ||
    cost < 2 ||
    cost > MAX_COST ||
    (cost & (cost - 1)) !== 0 ||
    !Number.isInteger(blockSize) ||
    blockSize < 1 ||
    blockSize > MAX_BLOCK_SIZE ||
    !Number.isInteger(parallelism) ||
    parallelism < 1 ||
    parallelism > MAX_PARALLELISM
  ) {
    return false;
  }
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(keyText, 'base64url');
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await scrypt(plain.normalize('NFKC'), salt, expected.length, {
    N: cost,
    r: blockSize,
    p: parallelism,
    maxmem: memoryFor(cost, blockSize),
  });
  return timingSafeEqual(actual, expected);
}
