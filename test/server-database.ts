import { randomBytes } from 'node:crypto';

import { Client } from 'pg';

/** One statement on a connection of its own to `connectionString`; its rows. */
export async function runStatement(
  connectionString: string,
  statement: string,
  values: unknown[] = [],
) {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export type ServerDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * A database of its own on the PostgreSQL server `serverUrl` names (the role needs CREATEDB), for a
 * test, a suite of instances or a measurement: its name, its address, and `drop`, which removes it
 * whoever is still connected. With `template`, a copy of that database.
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ServerDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(5).toString('hex')}`;
  await runStatement(
    serverUrl,
    template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await runStatement(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
