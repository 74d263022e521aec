import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDatabase, databaseOptionsFromEnv, getDatabase } from './client';
import { plans } from './schema';

describe('getDatabase', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'frcr-db-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });

  afterAll(async () => {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  test('shares one migrated PGlite under DATA_DIR, writes nothing in it, and keeps it across reopening', async () => {
    const [a, b] = await Promise.all([getDatabase(), getDatabase()]);
    expect(a).toBe(b);
    // Migrated, not seeded: what an empty database gets is the server's choice (lib/platform/start.ts).
    expect(await a.select().from(plans)).toEqual([]);
    await a.insert(plans).values({ name: 'Kept', slug: 'kept', price: '10.00', subTitle: 'Kept' });

    await closeDatabase();
    const reopened = await getDatabase();
    expect(reopened).not.toBe(a);
    expect((await reopened.select({ slug: plans.slug }).from(plans)).map((p) => p.slug)).toEqual([
      'kept',
    ]);
  }, 90_000);
});

describe('databaseOptionsFromEnv', () => {
  test('prefers DATABASE_URL and hides its password', () => {
    const { options, description } = databaseOptionsFromEnv({
      DATABASE_URL: 'postgres://app:s3cret@db.internal:5432/frcr',
      NODE_ENV: 'test',
    });
    expect(options).toEqual({ url: 'postgres://app:s3cret@db.internal:5432/frcr' });
    expect(description).not.toContain('s3cret');
  });

  test('falls back to PGlite under DATA_DIR, or .data', () => {
    expect(databaseOptionsFromEnv({ DATA_DIR: '/srv/frcr', NODE_ENV: 'test' }).options).toEqual({
      dataDir: path.resolve('/srv/frcr', 'pglite'),
    });
    expect(databaseOptionsFromEnv({ NODE_ENV: 'test' }).options).toEqual({
      dataDir: path.resolve('.data', 'pglite'),
    });
  });
});
