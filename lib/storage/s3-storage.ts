import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import { contentTypeOf } from '@/lib/storage/files';

import type { FileStorage } from '../calls/deps';
import { isSafeName, refuseUnsafeName } from './safe-name';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, …); AWS S3 when absent. */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`), as most self-hosted services need. */
  forcePathStyle?: boolean;
  /** Folder inside the bucket, so the uploads can share a bucket with other data. */
  prefix?: string;
  /** The SDK's default chain (AWS_* variables, instance or task role, ~/.aws) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type S3Storage = FileStorage & {
  /** Closes the client's pooled connections (tests, scripts); the server keeps it for good. */
  destroy(): void;
};

/** "/uploads/" and "uploads" name the same folder. */
const folderOf = (prefix: string | undefined) => prefix?.replace(/^\/+|\/+$/g, '') ?? '';

function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  // Some services answer a bare 404; a missing bucket is a misconfiguration, not a missing file.
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/** Uploaded files as objects in an S3 bucket, under the same server-chosen, checked names. */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default CRC32 headers are refused by several S3-compatible services (R2, older
    // MinIO, B2); AWS S3 itself keeps the default.
    ...(options.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const folder = folderOf(options.prefix);
  const keyOf = (name: string) => (folder ? `${folder}/${name}` : name);
  const Bucket = options.bucket;

  return {
    async put(name, bytes) {
      if (!isSafeName(name)) return refuseUnsafeName(name);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: bytes,
          ContentType: contentTypeOf(name),
        }),
      );
    },
    async get(name) {
      if (!isSafeName(name)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      if (!isSafeName(name)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    destroy() {
      client.destroy();
    },
  };
}
