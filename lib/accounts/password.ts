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
/** Jest's cost: its suites sign up and sign in thousands of times (docs/performance.md). */
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

/**
 * The N new hashes get: the OWASP cost everywhere but inside Jest's workers, where a hash at 2^17
 * (about 0.7 s) made the backend suites spend most of their time hashing ("CI's length" in
 * docs/performance.md). A hash names its own N, so either verifies the other; `next start`, the
 * build and the scripts never run with Jest's variables, and the end-to-end and security suites
 * sign in at the full cost.
 */
export function scryptCost(
  env: { NODE_ENV?: string; JEST_WORKER_ID?: string } = process.env,
): number {
  return env.NODE_ENV === 'test' && env.JEST_WORKER_ID !== undefined ? TEST_COST : COST;
}

/** Hashes a password for storage. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const cost = scryptCost();
  const key = await scrypt(plain.normalize('NFKC'), salt, KEY_BYTES, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: memoryFor(cost, BLOCK_SIZE),
  });
  return [
    ALGORITHM,
    cost,
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
