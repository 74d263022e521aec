import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { dataDir } from '@/lib/data-dir';

let cached: string | undefined;

/**
 * AUTH_SECRET when configured; otherwise a random secret kept under the data directory, so a
 * fresh clone signs students in without setup and sessions survive a restart.
 */
export function authSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  if (cached) return cached;
  const file = path.join(dataDir(), 'auth-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir(), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    cached = readFileSync(file, 'utf8').trim();
  }
  return cached;
}
