import { randomBytes } from 'node:crypto';

import { Client } from 'pg';

import { openDatabase, type OpenedDatabase } from '@/lib/db/client';

/**
 * A fresh database with the real migrations applied, for integration tests: an in-memory PGlite,
 * or, when TEST_DATABASE_URL (else DATABASE_URL) names a PostgreSQL server, a database of its own
 * created on that server and dropped again on close (the role needs CREATEDB). PGlite runs one
 * query at a time; the server is where concurrent requests really interleave.
 */
export async function createTestDatabase(): Promise<OpenedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  return serverUrl ? createServerTestDatabase(serverUrl) : openDatabase({ memory: true });
}

async function createServerTestDatabase(serverUrl: string): Promise<OpenedDatabase> {
  const name = `frcr_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase({ url: url.toString() });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      await drop();
    },
  };
}
