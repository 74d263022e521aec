import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

import SharedCacheHandler, {
  createSharedCacheStore,
  decodeValue,
  encodeValue,
  ENTRIES_TABLE,
  TAGS_TABLE,
  type CacheGetContext,
  type CacheLog,
  type SharedCacheStore,
  type SharedCacheStoreOptions,
} from './shared-cache-handler.mjs';
import { createServerDatabase, runStatement, type ServerDatabase } from '@/test/server-database';

const pageTags =
  '_N_T_/layout,_N_T_/privacypolicy/layout,_N_T_/privacypolicy/page,_N_T_/privacypolicy';

/** A prerendered page as Next.js hands it to the handler: HTML, RSC payload, segment data. */
function page(text: string) {
  return {
    kind: 'APP_PAGE',
    html: `<main><p>${text}</p></main>`,
    rscData: Buffer.from(`0:["${text}"]\n`),
    headers: { 'x-next-cache-tags': pageTags },
    status: 200,
    postponed: undefined,
    segmentData: new Map([
      ['/_tree', Buffer.from([0, 1, 2, 254, 255])],
      ['/_index', Buffer.from(text)],
    ]),
  };
}
const pageContext: CacheGetContext = {
  kind: 'APP_PAGE',
  isRoutePPREnabled: false,
  isFallback: false,
};
const pageKey = '/route-cache/APP_PAGE/0123abcd/$/privacypolicy';

/** An `unstable_cache` entry tagged 'videos'. */
function data(text: string) {
  return {
    kind: 'FETCH',
    data: { headers: {}, body: JSON.stringify({ text }), status: 200, url: '' },
    revalidate: 300,
  };
}
const dataKey = 'a3f5c1e2d4b6';
const dataGet: CacheGetContext = {
  kind: 'FETCH',
  tags: ['videos'],
  softTags: ['_N_T_/layout', '_N_T_/video'],
  revalidate: 300,
};
const dataSet = { fetchCache: true, tags: ['videos'], revalidate: 300 };

type Got = { lastModified: number; value: ReturnType<typeof page> } | null;

function quietLog(): CacheLog & { warn: jest.Mock; info: jest.Mock; error: jest.Mock } {
  return { warn: jest.fn(), info: jest.fn(), error: jest.fn() };
}

/** Polls until `check` holds; how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('keeps Buffers and Maps in what it writes to the database', () => {
  const value = page('Privacy');
  const back = decodeValue(encodeValue(value)) as ReturnType<typeof page>;
  expect(back.html).toBe(value.html);
  expect(Buffer.isBuffer(back.rscData)).toBe(true);
  expect(back.rscData.equals(value.rscData)).toBe(true);
  expect([...back.segmentData.keys()]).toEqual(['/_tree', '/_index']);
  expect(back.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 254, 255]));
  expect(back.headers).toEqual(value.headers);
});

describe('without DATABASE_URL', () => {
  const saved = process.env.DATABASE_URL;
  let dir: string;
  beforeAll(() => {
    delete process.env.DATABASE_URL;
    dir = mkdtempSync(path.join(tmpdir(), 'frcr-cache-'));
  });
  afterAll(() => {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it("is Next.js's own file-system cache", async () => {
    const ctx = {
      serverDistDir: path.join(dir, 'server'),
      flushToDisk: false,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
    };
    const handler = new SharedCacheHandler(ctx);
    await handler.set('/local-only', page('Local'), { cacheControl: { revalidate: 300 } });
    const got = (await new SharedCacheHandler(ctx).get('/local-only', pageContext)) as Got;
    expect(got?.value.html).toContain('Local');
    await handler.revalidateTag('_N_T_/privacypolicy/page');
    expect(await new SharedCacheHandler(ctx).get('/local-only', pageContext)).toBeNull();
  });

  it('never keeps a page that answers 404', async () => {
    const ctx = {
      serverDistDir: path.join(dir, 'server'),
      flushToDisk: true,
      fs: nodeFs,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
    };
    const handler = new SharedCacheHandler(ctx);
    const key = '/route-cache/APP_PAGE/0123abcd/$/video/for-visitors/987654321';
    await handler.set(key, { ...page('Not found'), status: 404 }, {});
    expect(await new SharedCacheHandler(ctx).get(key, pageContext)).toBeNull();
    expect(readdirSync(dir, { recursive: true })).toEqual([]);
  });
});

describe('when the database does not answer', () => {
  it('caches in memory alone, logs it once and never fails a request', async () => {
    const log = quietLog();
    const store = createSharedCacheStore({
      // Nothing listens on port 1: refused at once.
      connectionString: 'postgres://nobody:nothing@127.0.0.1:1/none',
      pollIntervalMs: 100,
      log,
    });
    const handler = new SharedCacheHandler({ store });
    try {
      const start = Date.now();
      expect(await handler.get(pageKey, pageContext)).toBeNull();
      await handler.set(pageKey, page('Memory'), { cacheControl: { revalidate: 300 } });
      expect(((await handler.get(pageKey, pageContext)) as Got)?.value.html).toContain('Memory');
      await handler.set(dataKey, data('memory'), dataSet);
      expect(await handler.get(dataKey, dataGet)).not.toBeNull();
      expect(Date.now() - start).toBeLessThan(2500);
      expect(store.state).toBe('down');

      // Revalidation still works within the process.
      await new Promise((resolve) => setTimeout(resolve, 2));
      await handler.revalidateTag(['_N_T_/privacypolicy', 'videos']);
      expect(await handler.get(pageKey, pageContext)).toBeNull();
      expect(await handler.get(dataKey, dataGet)).toBeNull();

      // Several failed reconnections later: still one warning.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(String(log.warn.mock.calls[0][1])).toMatch(/memory alone/);
    } finally {
      await store.close();
    }
  });
});

describe('the memory layer', () => {
  /** A store with no database behind it, so every answer comes from memory. */
  async function memoryOnly(memoryBytes: number) {
    const store = createSharedCacheStore({
      connectionString: 'postgres://nobody:nothing@127.0.0.1:1/none',
      memoryBytes,
      log: quietLog(),
    });
    return { store, handler: new SharedCacheHandler({ store }) };
  }
  const key = (name: string) => `/route-cache/APP_PAGE/0123abcd/$/${name}`;
  const kept = async (handler: SharedCacheHandler, name: string) =>
    (await handler.get(key(name), pageContext)) !== null;

  it('keeps entries within its budget in bytes, dropping the least recently used', async () => {
    // Each page holds its body three times (HTML, RSC payload, segment data): about 3 kB.
    const body = 'x'.repeat(1000);
    const { store, handler } = await memoryOnly(8000);
    try {
      for (const name of ['a', 'b']) {
        await handler.set(key(name), page(`${name}${body}`), {});
      }
      expect(await kept(handler, 'a')).toBe(true); // a is now the most recently used
      await handler.set(key('c'), page(`c${body}`), {});
      expect(await kept(handler, 'b')).toBe(false);
      expect(await kept(handler, 'a')).toBe(true);
      expect(await kept(handler, 'c')).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('keeps nothing with a budget of 0, or an entry larger than the budget', async () => {
    const none = await memoryOnly(0);
    const small = await memoryOnly(500);
    try {
      await none.handler.set(key('tiny'), page('t'), {});
      expect(await kept(none.handler, 'tiny')).toBe(false);
      await small.handler.set(key('large'), page('x'.repeat(1000)), {});
      expect(await kept(small.handler, 'large')).toBe(false);
    } finally {
      await none.store.close();
      await small.store.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const describeWithServer = serverUrl ? describe : describe.skip;

describeWithServer('two instances on one PostgreSQL database', () => {
  let database: ServerDatabase;
  let url: string;
  const stores: SharedCacheStore[] = [];

  const run = runStatement;
  const admin = (statement: string) => run(serverUrl!, statement);
  const tagsIn = async (where = 'true') =>
    (await run(url, `SELECT tag FROM ${TAGS_TABLE} WHERE ${where} ORDER BY tag`)).map(
      (row) => row.tag,
    );
  /** The server ends every cache connection of this database (a restart, a failover). */
  const dropCacheConnections = () =>
    admin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = '${database.name}' AND application_name LIKE 'frcr-viva next cache%'`,
    );

  async function instance(options: Partial<SharedCacheStoreOptions> = {}) {
    const store = createSharedCacheStore({
      connectionString: url,
      pollIntervalMs: 1000,
      log: quietLog(),
      ...options,
    });
    stores.push(store);
    await store.ready;
    expect(store.state).toBe('up');
    // A handler per request, as Next.js makes them, on the instance's store.
    return { store, handler: () => new SharedCacheHandler({ store, revalidatedTags: [] }) };
  }

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl!, 'frcr_cache');
    url = database.url;
  });

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await database?.drop();
  });

  it('shares entries, and revalidations within the notification window', async () => {
    const a = await instance();
    const b = await instance();

    // Stored on A (a render), read on B: from the database, Buffers and Maps intact.
    await a.handler().set(pageKey, page('First text'), { cacheControl: { revalidate: 300 } });
    await a.handler().set(dataKey, data('first'), dataSet);
    await a.store.flush();
    const onB = (await b.handler().get(pageKey, pageContext)) as Got;
    expect(onB?.value.html).toContain('First text');
    expect(onB?.value.rscData.equals(page('First text').rscData)).toBe(true);
    expect(onB?.value.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 254, 255]));
    expect(await b.handler().get(dataKey, dataGet)).toMatchObject({ value: data('first') });

    // From now on B answers from memory: no round trip per request.
    await run(url, `UPDATE ${ENTRIES_TABLE} SET value = '{"kind":"APP_PAGE"}' WHERE key = $1`, [
      pageKey,
    ]);
    const again = (await b.handler().get(pageKey, pageContext)) as Got;
    expect(again?.value.html).toContain('First text');

    // revalidatePath('/privacypolicy') on A: B's copy is a miss almost at once (NOTIFY).
    await new Promise((resolve) => setTimeout(resolve, 2));
    await a.handler().revalidateTag(['_N_T_/privacypolicy']);
    expect(await a.handler().get(pageKey, pageContext)).toBeNull();
    const pageMs = await within(1000, async () => !(await b.handler().get(pageKey, pageContext)));
    // The data entry is untouched by the page's tag; revalidateTag('videos') ends it too.
    expect(await b.handler().get(dataKey, dataGet)).not.toBeNull();
    await a.handler().revalidateTag('videos');
    const dataMs = await within(1000, async () => !(await b.handler().get(dataKey, dataGet)));
    console.info(`revalidation seen on the other instance after ${pageMs} ms and ${dataMs} ms`);

    // B renders the page again; A drops its older copy on B's announcement and reads B's.
    await b.handler().set(pageKey, page('Second text'), { cacheControl: { revalidate: 300 } });
    await b.store.flush();
    await within(1000, async () => {
      const got = (await a.handler().get(pageKey, pageContext)) as Got;
      return !!got?.value.html.includes('Second text');
    });

    // An instance started later knows the revalidations made before it: A's old data is stale.
    const c = await instance();
    expect(await c.handler().get(dataKey, dataGet)).toBeNull();
    expect(((await c.handler().get(pageKey, pageContext)) as Got)?.value.html).toContain(
      'Second text',
    );

    expect(await tagsIn()).toEqual(['_N_T_/privacypolicy', 'videos']);
  });

  it('survives losing its connections, and then sends what it revalidated meanwhile', async () => {
    const log = quietLog();
    const a = await instance({ pollIntervalMs: 200, log });
    await dropCacheConnections();
    await within(3000, async () => a.store.state === 'down');
    expect(log.warn).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const before = Date.now() - 1;
    await a.handler().revalidateTag('during-outage');
    await within(5000, async () => a.store.state === 'up');
    expect(log.info).toHaveBeenCalledTimes(1);
    // Another instance, started now, learns of the tag from the table.
    const b = await instance();
    expect(b.store.isStale(['during-outage'], before)).toBe(true);
  });

  it('counts as up again only once the tags revalidated while it reconnected are written', async () => {
    const a = await instance({ pollIntervalMs: 50 });
    await dropCacheConnections();
    await within(3000, async () => a.store.state === 'down');
    // Revalidates a new tag every millisecond or so, so that some arrive while it reconnects.
    const revalidated: string[] = [];
    while (a.store.state !== 'up') {
      const tag = `reconnecting-${revalidated.length}`;
      revalidated.push(tag);
      await a.handler().revalidateTag(tag);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect((await tagsIn(`tag LIKE 'reconnecting-%'`)).sort()).toEqual([...revalidated].sort());
  });

  it('finds revalidations by polling when a notification is lost', async () => {
    const a = await instance();
    // Listens to nothing: reads the tags table every 300 ms.
    const b = await instance({ listen: false, pollIntervalMs: 300 });
    const key = `${pageKey}-polled`;
    await a.handler().set(key, page('Polled'), { cacheControl: { revalidate: 300 } });
    await a.store.flush();
    expect(await b.handler().get(key, pageContext)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await a.handler().revalidateTag('_N_T_/privacypolicy/layout');
    const ms = await within(2000, async () => !(await b.handler().get(key, pageContext)));
    console.info(`revalidation seen by polling after ${ms} ms`);
    expect(ms).toBeLessThan(1500);
  });
});
