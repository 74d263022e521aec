import path from 'node:path';

/** Where the app keeps local state (embedded database, outbox, uploads) unless configured otherwise. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? '.data');
}
