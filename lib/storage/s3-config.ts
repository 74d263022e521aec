import type { S3StorageOptions } from './s3-storage';

/** Region when S3_REGION is unset; AWS's default, and accepted by most S3-compatible services. */
const DEFAULT_S3_REGION = 'us-east-1';

/**
 * The S3 store from the environment, or null to keep uploads on local disk. S3_BUCKET turns it
 * on; lib/env.ts has already refused malformed values and a key without its secret.
 */
export function s3StorageConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): S3StorageOptions | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) return null;
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  return {
    bucket,
    region: value('S3_REGION') ?? DEFAULT_S3_REGION,
    endpoint: value('S3_ENDPOINT'),
    forcePathStyle: value('S3_FORCE_PATH_STYLE')?.toLowerCase() === 'on',
    prefix: value('S3_PREFIX'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** One line for the start-up log; never the credentials. */
export function describeS3Storage(config: S3StorageOptions): string {
  const where = config.endpoint ? ` at ${new URL(config.endpoint).origin}` : '';
  return `Uploads go to s3://${config.bucket}/${config.prefix ?? ''}${where} (${config.region})`;
}

/**
 * The origin a browser sends upload parts to, the host of the addresses the SDK signs: the
 * endpoint itself with path-style addressing, else the bucket as a subdomain of it (AWS S3's
 * regional host when there is no endpoint). The site's Content-Security-Policy lets the console
 * connect there (docs/storage.md).
 */
export function s3BrowserOrigin(config: S3StorageOptions): string {
  if (!config.endpoint) return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const endpoint = new URL(config.endpoint);
  return config.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
}
