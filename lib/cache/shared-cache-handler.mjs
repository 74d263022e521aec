/**
 * Next.js's incremental cache (prerendered pages, route handlers' responses, `unstable_cache`
 * data) shared by every `next start` process on one PostgreSQL server: next.config.ts names this
 * file as `cacheHandler`. Plain JavaScript: Next.js imports it at run time without compiling it,
 * in `next build`, `next start` and the standalone server.js alike.
 *
 * - Without DATABASE_URL (the embedded PGlite: one process), and while `next build` runs, every
 *   call goes to Next.js's own file-system cache, built with the same options: nothing changes.
 * - With DATABASE_URL, entries are kept in memory in each process (a cache HIT never waits for the
 *   database) and written to `next_cache_entries`, under the build's id, so another instance
 *   reads them instead of rendering again. A page not stored yet is read from the build's own
 *   prerendered files, as Next.js does.
 * - A revalidated tag (revalidateTag, and revalidatePath, which Next.js turns into the tag
 *   `_N_T_<path>`) is stored with its time in `next_cache_tags` and announced with NOTIFY; every
 *   instance LISTENs, and also reads the tags written since its last look every two seconds in
 *   case a notification was lost. An entry stored before one of its tags was revalidated is a
 *   miss, so Next.js renders it again, as its file-system cache does.
 * - When the database does not answer, the process keeps caching in memory alone (logged once),
 *   tries again every few seconds, and then sends the tags it revalidated in the meantime.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import pino from 'pino';

/** Next.js's default handler (a CommonJS module's default export, however it was imported). */
const FileSystemCache =
  typeof fileSystemCacheModule.default === 'function'
    ? fileSystemCacheModule.default
    : fileSystemCacheModule.default.default;

export const ENTRIES_TABLE = 'next_cache_entries';
export const TAGS_TABLE = 'next_cache_tags';
export const CHANNEL = 'next_cache';

const CACHE_TAGS_HEADER = 'x-next-cache-tags';
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
/** Rows of other builds are kept this long (a rolling deploy runs two builds side by side). */
const OTHER_BUILDS_KEPT_DAYS = 7;
/** Re-read this much of the tags table's past on every poll: commits land out of order. */
const POLL_OVERLAP_MS = 5000;
/** NOTIFY payloads must stay under 8000 bytes; larger announcements say "poll now" instead. */
const NOTIFY_LIMIT = 7000;
/** ADVISORY_LOCK_KEYS.cacheSchema in lib/db/advisory-locks.ts (a test holds them equal). */
export const SCHEMA_LOCK_KEY = 7_203_114_004;

// --- Values in the database: JSON, with Buffers and Maps (page payloads, segment data) kept -----

const BUFFER_MARK = '__nextCacheBuffer';
const MAP_MARK = '__nextCacheMap';

const isMap = (value) => Object.prototype.toString.call(value) === '[object Map]';

/** A cache value as text; Buffers and Maps survive the round trip (see decodeValue). */
export function encodeValue(value) {
  return JSON.stringify(value, function replace(key, converted) {
    const raw = this[key];
    if (ArrayBuffer.isView(raw)) {
      return {
        [BUFFER_MARK]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64'),
      };
    }
    if (isMap(raw)) return { [MAP_MARK]: [...raw.entries()] };
    return converted;
  });
}

export function decodeValue(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === BUFFER_MARK)
        return Buffer.from(value[BUFFER_MARK], 'base64');
      if (keys.length === 1 && keys[0] === MAP_MARK) return new Map(value[MAP_MARK]);
    }
    return value;
  });
}

/** Roughly how many bytes a value holds, for the memory layer's budget. */
function sizeOf(value, depth = 0) {
  if (value == null) return 8;
  if (typeof value === 'string') return value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (typeof value !== 'object') return 8;
  if (depth > 8) return 64;
  let size = 16;
  if (isMap(value)) {
    for (const [key, item] of value) size += sizeOf(key, depth + 1) + sizeOf(item, depth + 1);
  } else if (Array.isArray(value)) {
    for (const item of value) size += sizeOf(item, depth + 1);
  } else {
    for (const key of Object.keys(value)) size += key.length + sizeOf(value[key], depth + 1);
  }
  return size;
}

/** The tags a stored value answers to: a response's header, or the data entry's own tags. */
function tagsOf(value, fetchTags) {
  if (value && RESPONSE_KINDS.has(value.kind)) {
    const header = value.headers?.[CACHE_TAGS_HEADER];
    return typeof header === 'string' && header ? header.split(',') : [];
  }
  return Array.isArray(fetchTags) ? fetchTags.filter((tag) => typeof tag === 'string') : [];
}

// --- The shared store: one per process (several in a test) ------------------------------------

let processLog;
/** One JSON line per event on stdout, like lib/log.ts (which this uncompiled module cannot import). */
function defaultLog() {
  return (processLog ??= pino({
    level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'frcr-viva' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }));
}

const delay = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref?.();
  });

/**
 * The entries and revalidated tags of one process, kept in step with PostgreSQL.
 * @param {object} options
 * @param {string} options.connectionString postgres:// URL
 * @param {number} [options.memoryBytes] memory layer budget (0: every read asks the database)
 * @param {number} [options.pollIntervalMs] how often revalidated tags are read (and, while the
 *   database is unreachable, how often it is tried again)
 * @param {boolean} [options.listen] LISTEN for announcements (off: polling alone)
 * @param {number} [options.startupWaitMs] how long the first reads wait for the database
 * @param {number} [options.queryTimeoutMs]
 * @param {{ warn: Function, info: Function, error: Function }} [options.log]
 */
export function createSharedCacheStore(options) {
  const {
    connectionString,
    memoryBytes = DEFAULT_MEMORY_BYTES,
    pollIntervalMs = 2000,
    listen = true,
    startupWaitMs = 3000,
    queryTimeoutMs = 5000,
  } = options;
  const log = options.log ?? defaultLog();
  const instanceId = randomUUID();
  /**
   * The per-process memory layer: least recently used first out, bounded in bytes. lru-cache
   * wants a positive budget, so a budget of 0 becomes one byte, which no entry fits in.
   */
  const memory = new LRUCache({
    maxSize: Math.max(1, memoryBytes),
    sizeCalculation: (entry) => Math.max(2, Math.ceil(entry.size)),
  });
  /** tag → when it was last revalidated (ms since the epoch), from any instance. */
  const revalidated = new Map();
  /** Tags revalidated here while the database was unreachable, to send when it answers. */
  const unsent = new Map();
  const loads = new Map();
  const writes = new Set();
  /** The tags table's clock (ms) up to which it has been read. */
  let cursor = 0;
  /** 'starting' | 'up' | 'down' | 'closed' */
  let state = 'starting';
  let listener = null;
  let ticking = false;

  const pool = new pg.Pool({
    connectionString,
    max: 4,
    connectionTimeoutMillis: Math.min(queryTimeoutMs, 3000),
    query_timeout: queryTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    allowExitOnIdle: true,
    application_name: 'frcr-viva next cache',
  });
  // An idle connection that breaks must not take the process down with it.
  pool.on('error', (error) => lost(error));

  function lost(error) {
    if (state === 'closed' || state === 'down') return;
    state = 'down';
    log.warn(
      { err: error },
      'shared page cache: PostgreSQL does not answer; this instance caches in memory alone until it does',
    );
    stopListening();
  }

  function noteTag(tag, at) {
    const known = revalidated.get(tag);
    if (known === undefined || at > known) revalidated.set(tag, at);
  }

  async function ensureSchema() {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // Two instances starting together must not both create the tables.
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      await client.query(`CREATE TABLE IF NOT EXISTS ${ENTRIES_TABLE} (
        build_id text NOT NULL,
        key text NOT NULL,
        value text NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        last_modified bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (build_id, key)
      )`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${TAGS_TABLE} (
        tag text PRIMARY KEY,
        revalidated_at bigint NOT NULL,
        written_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
      await client.query(
        `CREATE INDEX IF NOT EXISTS ${TAGS_TABLE}_written_at ON ${TAGS_TABLE} (written_at)`,
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function readTags() {
    const since = Math.max(0, cursor - POLL_OVERLAP_MS);
    const { rows } = await pool.query(
      `SELECT tag, revalidated_at::float8 AS at, (extract(epoch FROM written_at) * 1000)::float8 AS written
         FROM ${TAGS_TABLE} WHERE written_at > to_timestamp($1::float8 / 1000)`,
      [since],
    );
    for (const row of rows) {
      noteTag(row.tag, Number(row.at));
      if (row.written > cursor) cursor = row.written;
    }
  }

  async function writeTags(pairs) {
    const tags = pairs.map(([tag]) => tag);
    const times = pairs.map(([, at]) => at);
    let payload = JSON.stringify({ from: instanceId, tags: pairs });
    if (payload.length > NOTIFY_LIMIT) payload = JSON.stringify({ from: instanceId, poll: true });
    await pool.query(
      `WITH written AS (
         INSERT INTO ${TAGS_TABLE} (tag, revalidated_at, written_at)
         SELECT tag, at, clock_timestamp() FROM unnest($1::text[], $2::bigint[]) AS t(tag, at)
         ON CONFLICT (tag) DO UPDATE
           SET revalidated_at = GREATEST(${TAGS_TABLE}.revalidated_at, EXCLUDED.revalidated_at),
               written_at = clock_timestamp()
       )
       SELECT pg_notify($3, $4)`,
      [tags, times, CHANNEL, payload],
    );
  }

  /** Writes the queued tags, and those queued while it writes, until none is left. */
  async function sendUnsent() {
    while (unsent.size > 0) {
      const pairs = [...unsent];
      await writeTags(pairs);
      for (const [tag, at] of pairs) if (unsent.get(tag) === at) unsent.delete(tag);
    }
  }

  function onNotification(message) {
    if (message.channel !== CHANNEL || !message.payload) return;
    let note;
    try {
      note = JSON.parse(message.payload);
    } catch {
      return;
    }
    if (!note || note.from === instanceId) return;
    if (Array.isArray(note.tags)) {
      for (const [tag, at] of note.tags) noteTag(tag, Number(at));
    }
    if (note.poll) void tick();
    if (note.entry) {
      // Another instance stored a newer version: read that one next time.
      const mine = memory.peek(note.entry.id);
      if (mine && mine.lastModified < note.entry.at) memory.delete(note.entry.id);
    }
  }

  function stopListening() {
    const client = listener;
    listener = null;
    if (client) {
      client.removeAllListeners('notification');
      client.end().catch(() => {});
    }
  }

  async function startListening() {
    if (!listen || listener) return;
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: Math.min(queryTimeoutMs, 3000),
      keepAlive: true,
      application_name: 'frcr-viva next cache listener',
    });
    const drop = () => {
      // The next tick connects again and catches up by reading the tags table.
      if (listener === client) listener = null;
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (state === 'closed') {
      client.end().catch(() => {});
      return;
    }
    listener = client;
  }

  let schemaReady = false;
  /**
   * Reaches the database from `from` ('starting' or 'down') and counts the instance as up.
   * Returns false when something else (a close, a lost connection) changed the state meanwhile.
   */
  async function connect(from) {
    if (!schemaReady) {
      await ensureSchema();
      schemaReady = true;
    }
    await readTags();
    await startListening();
    // Tags revalidated while this ran were queued, not sent: they go out before the instance
    // counts as up, so an instance started once this one is up already reads them.
    await sendUnsent();
    if (state !== from) return false;
    state = 'up';
    return true;
  }

  async function tick() {
    if (ticking || state === 'closed' || state === 'starting') return;
    ticking = true;
    try {
      if (state === 'down') {
        if (await connect('down')) log.info('shared page cache: PostgreSQL answers again');
        return;
      }
      if (!listener && listen) await startListening();
      await readTags();
      await sendUnsent();
    } catch (error) {
      lost(error);
    } finally {
      ticking = false;
    }
  }

  const started = (async () => {
    try {
      await connect('starting');
      if (options.cleanup !== false) {
        const buildId = options.buildId;
        if (buildId) {
          pool
            .query(
              `DELETE FROM ${ENTRIES_TABLE} WHERE build_id <> $1
                 AND updated_at < now() - make_interval(days => $2)`,
              [buildId, OTHER_BUILDS_KEPT_DAYS],
            )
            .catch(() => {});
        }
      }
    } catch (error) {
      lost(error);
    }
  })();
  let ready = false;
  const readyOrLate = Promise.race([started, delay(startupWaitMs)]).then(() => {
    ready = true;
  });
  const timer = setInterval(() => void tick(), pollIntervalMs);
  timer.unref?.();

  function track(promise) {
    writes.add(promise);
    promise.finally(() => writes.delete(promise));
  }

  async function load(id, buildId, key) {
    const { rows } = await pool.query(
      `SELECT value, tags, last_modified::float8 AS last_modified FROM ${ENTRIES_TABLE}
        WHERE build_id = $1 AND key = $2`,
      [buildId, key],
    );
    if (rows.length === 0) return undefined;
    const [row] = rows;
    const entry = {
      value: decodeValue(row.value),
      lastModified: Number(row.last_modified),
      tags: row.tags ?? [],
      size: row.value.length,
    };
    // A newer version may have been stored here while the row was read.
    const mine = memory.peek(id);
    if (!mine || mine.lastModified < entry.lastModified) memory.set(id, entry);
    return memory.peek(id) ?? entry;
  }

  return {
    instanceId,
    /** Resolves once the database was reached (or the first wait for it ran out). */
    get ready() {
      return ready ? undefined : readyOrLate;
    },
    /** 'starting' | 'up' | 'down' | 'closed' */
    get state() {
      return state;
    },

    /** An entry from memory, else from the database; undefined when neither has it. */
    async get(buildId, key) {
      const id = `${buildId}\u0000${key}`;
      const inMemory = memory.get(id);
      if (inMemory) return inMemory;
      if (state !== 'up') return undefined;
      let pending = loads.get(id);
      if (!pending) {
        pending = load(id, buildId, key).finally(() => loads.delete(id));
        loads.set(id, pending);
      }
      try {
        return await pending;
      } catch (error) {
        lost(error);
        return undefined;
      }
    },

    /** Keeps an entry in this process only (a build's own prerendered page). */
    remember(buildId, key, entry) {
      memory.set(`${buildId}\u0000${key}`, { ...entry, size: entry.size ?? sizeOf(entry.value) });
    },

    /** Stores an entry here at once and in the database in the background. */
    set(buildId, key, entry) {
      const id = `${buildId}\u0000${key}`;
      memory.set(id, { ...entry, size: entry.size ?? sizeOf(entry.value) });
      // An empty value (a page that is not found) stays in this process, as Next.js's own
      // file-system cache keeps it in memory only.
      if (state !== 'up' || entry.value == null) return;
      const payload = JSON.stringify({ from: instanceId, entry: { id, at: entry.lastModified } });
      const write = pool
        .query(
          `WITH written AS (
             INSERT INTO ${ENTRIES_TABLE} (build_id, key, value, tags, last_modified, updated_at)
             VALUES ($1, $2, $3, $4, $5, now())
             ON CONFLICT (build_id, key) DO UPDATE
               SET value = EXCLUDED.value, tags = EXCLUDED.tags,
                   last_modified = EXCLUDED.last_modified, updated_at = now()
               WHERE ${ENTRIES_TABLE}.last_modified <= EXCLUDED.last_modified
           )
           SELECT pg_notify($6, $7)`,
          [
            buildId,
            key,
            encodeValue(entry.value),
            entry.tags,
            entry.lastModified,
            CHANNEL,
            payload,
          ],
        )
        .then(
          () => undefined,
          (error) => lost(error),
        );
      track(write);
    },

    /** Whether one of the tags was revalidated at or after `lastModified`. */
    isStale(tags, lastModified) {
      for (const tag of tags) {
        const at = revalidated.get(tag);
        if (at !== undefined && at >= lastModified) return true;
      }
      return false;
    },

    /** Marks tags revalidated now, here at once and for every instance through the database. */
    async revalidateTags(tags) {
      const at = Date.now();
      const unique = [...new Set(tags.filter((tag) => typeof tag === 'string' && tag))];
      if (unique.length === 0) return;
      for (const tag of unique) noteTag(tag, at);
      if (state !== 'up') {
        for (const tag of unique) unsent.set(tag, at);
        return;
      }
      try {
        await writeTags(unique.map((tag) => [tag, at]));
      } catch (error) {
        for (const tag of unique) unsent.set(tag, at);
        lost(error);
      }
    },

    /** Waits for the background writes started so far (tests, shutdown). */
    async flush() {
      await Promise.all([...writes]);
    },

    /** Reads the tags table now instead of at the next poll (tests). */
    poll: () => tick(),

    async close() {
      if (state === 'closed') return;
      state = 'closed';
      clearInterval(timer);
      await started;
      await Promise.all([...writes]);
      stopListening();
      await pool.end().catch(() => {});
    },
  };
}

// --- The handler Next.js instantiates for every request ----------------------------------------

const STORE = Symbol.for('frcr-viva.shared-page-cache');
const buildIds = new Map();

function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'development';
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'development';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/** The process's store, made on first use (Next.js may import this module more than once). */
function processStore(connectionString, ctx, buildId) {
  const holder = globalThis;
  if (!holder[STORE]) {
    holder[STORE] = createSharedCacheStore({
      connectionString,
      memoryBytes: ctx.maxMemoryCacheSize ?? DEFAULT_MEMORY_BYTES,
      buildId,
    });
  }
  return holder[STORE];
}

export default class SharedCacheHandler {
  /**
   * @param {object} ctx Next.js's CacheHandlerContext (fs, serverDistDir, flushToDisk,
   *   maxMemoryCacheSize, revalidatedTags, ...); tests may add `store` to use a store of their own.
   */
  constructor(ctx) {
    this.ctx = ctx;
    this.revalidatedTags = ctx.revalidatedTags ?? [];
    const url = process.env.DATABASE_URL;
    if (!ctx.store && (!url || process.env.NEXT_PHASE === 'phase-production-build')) {
      this.fallback = new FileSystemCache(ctx);
      return;
    }
    this.buildId = buildIdOf(ctx.serverDistDir);
    this.store = ctx.store ?? processStore(url, ctx, this.buildId);
  }

  /** The build's own prerendered files (read only; nothing is written next to them). */
  get seeds() {
    if (this._seeds === undefined) {
      this._seeds =
        this.ctx.fs && this.ctx.serverDistDir
          ? new FileSystemCache({
              ...this.ctx,
              flushToDisk: false,
              maxMemoryCacheSize: 0,
              revalidatedTags: [],
            })
          : null;
    }
    return this._seeds;
  }

  async get(key, ctx) {
    if (this.fallback) return this.fallback.get(key, ctx);
    try {
      const store = this.store;
      const waiting = store.ready;
      if (waiting) await waiting;
      let entry = await store.get(this.buildId, key);
      if (!entry && RESPONSE_KINDS.has(ctx?.kind) && this.seeds) {
        const seed = await this.seeds.get(key, ctx);
        if (seed) {
          entry = { value: seed.value, lastModified: seed.lastModified, tags: tagsOf(seed.value) };
          store.remember(this.buildId, key, entry);
        }
      }
      if (!entry) return null;
      let tags = entry.tags;
      if (ctx?.kind === 'FETCH') {
        const asked = [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
        if (asked.some((tag) => this.revalidatedTags.includes(tag))) return null;
        tags = tags.concat(asked);
      }
      // A tag revalidated after the entry was stored: a miss, rendered again (as Next.js's own
      // file-system cache answers).
      if (tags.length > 0 && store.isStale(tags, entry.lastModified)) return null;
      return { lastModified: entry.lastModified, value: entry.value };
    } catch (error) {
      reportOnce(error);
      return null;
    }
  }

  async set(key, data, ctx) {
    // A page answering 404 (an unknown lesson, a page number past the end) is never kept: anyone
    // can ask for any number of them, and each kept copy would be a file or a row. It is
    // rendered again when asked again, like any dynamic page.
    if (isNotFoundPage(data)) return;
    if (this.fallback) return this.fallback.set(key, data, ctx);
    try {
      const fetchTags = ctx?.fetchCache ? ctx.tags : undefined;
      this.store.set(this.buildId, key, {
        value: data,
        lastModified: Date.now(),
        tags: tagsOf(data, fetchTags),
      });
    } catch (error) {
      reportOnce(error);
    }
  }

  async revalidateTag(...args) {
    if (this.fallback) return this.fallback.revalidateTag(...args);
    const [tags] = args;
    const list = typeof tags === 'string' ? [tags] : Array.isArray(tags) ? tags : [];
    try {
      await this.store.revalidateTags(list);
    } catch (error) {
      reportOnce(error);
    }
  }

  resetRequestCache() {
    this.fallback?.resetRequestCache();
  }
}

/** A rendered page (not data) whose status is 404. */
export function isNotFoundPage(data) {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'PAGES') && data.status === 404;
}

let reported = false;
function reportOnce(error) {
  if (reported) return;
  reported = true;
  defaultLog().error({ err: error }, 'shared page cache: unexpected failure (answered as a miss)');
}
