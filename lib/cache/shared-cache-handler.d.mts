// Types of shared-cache-handler.mjs (plain JavaScript, since Next.js imports it uncompiled).

export const ENTRIES_TABLE: string;
export const SCHEMA_LOCK_KEY: number;
export const TAGS_TABLE: string;
export const CHANNEL: string;

export function encodeValue(value: unknown): string;
export function decodeValue(text: string): unknown;

export type StoredEntry = {
  value: unknown;
  lastModified: number;
  tags: string[];
  size?: number;
};

export type CacheLog = {
  warn: (...args: unknown[]) => void;
  info: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
};

export type SharedCacheStoreOptions = {
  connectionString: string;
  /** Memory layer budget in bytes (default 50 MB; 0: every read asks the database). */
  memoryBytes?: number;
  /** How often revalidated tags are read, and a lost database tried again (default 2000). */
  pollIntervalMs?: number;
  /** LISTEN for other instances' announcements (default true; false: polling alone). */
  listen?: boolean;
  /** How long the first reads wait for the database (default 3000). */
  startupWaitMs?: number;
  queryTimeoutMs?: number;
  /** This build's id: rows of other builds older than a week are deleted at start. */
  buildId?: string;
  cleanup?: boolean;
  log?: CacheLog;
};

export type SharedCacheStore = {
  readonly instanceId: string;
  readonly ready: Promise<void> | undefined;
  readonly state: 'starting' | 'up' | 'down' | 'closed';
  get(buildId: string, key: string): Promise<StoredEntry | undefined>;
  remember(buildId: string, key: string, entry: StoredEntry): void;
  set(buildId: string, key: string, entry: StoredEntry): void;
  isStale(tags: string[], lastModified: number): boolean;
  revalidateTags(tags: string[]): Promise<void>;
  flush(): Promise<void>;
  poll(): Promise<void>;
  close(): Promise<void>;
};

export function createSharedCacheStore(options: SharedCacheStoreOptions): SharedCacheStore;

/** Next.js's CacheHandlerContext, plus `store` for tests. */
export type SharedCacheHandlerContext = {
  fs?: unknown;
  serverDistDir?: string;
  flushToDisk?: boolean;
  maxMemoryCacheSize?: number;
  revalidatedTags?: string[];
  dev?: boolean;
  store?: SharedCacheStore;
  [key: string]: unknown;
};

export type CacheGetContext = {
  kind: 'APP_PAGE' | 'APP_ROUTE' | 'PAGES' | 'FETCH';
  isFallback?: boolean;
  isRoutePPREnabled?: boolean;
  tags?: string[];
  softTags?: string[];
  revalidate?: number | false;
  fetchUrl?: string;
  fetchIdx?: number;
};

export type CacheSetContext = {
  fetchCache?: boolean;
  tags?: string[];
  revalidate?: number | false;
  fetchUrl?: string;
  fetchIdx?: number;
  cacheControl?: { revalidate: number | false; expire?: number };
  isRoutePPREnabled?: boolean;
  isFallback?: boolean;
};

export default class SharedCacheHandler {
  constructor(ctx: SharedCacheHandlerContext);
  get(key: string, ctx: CacheGetContext): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: CacheSetContext): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

/** A rendered page (not data) whose status is 404: never kept. */
export function isNotFoundPage(data: unknown): boolean;
