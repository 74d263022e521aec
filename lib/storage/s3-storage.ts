import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { contentTypeOf } from '@/lib/storage/files';

import type { FileStorage, ObjectStorage, StoredPart } from '../calls/deps';
import { isSafeKey, refuseUnsafeName } from './safe-name';

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

export type S3Storage = FileStorage &
  ObjectStorage & {
    /** Closes the client's pooled connections (tests, scripts); the server keeps it for good. */
    destroy(): void;
  };

/** "/uploads/" and "uploads" name the same folder. */
const folderOf = (prefix: string | undefined) => prefix?.replace(/^\/+|\/+$/g, '') ?? '';

/** What `write` sends per part: S3's smallest part is 5 MiB; a smaller object is one PUT. */
const WRITE_PART_BYTES = 8 * 1024 * 1024;

/** Chunks of at least `size` bytes (the last may be smaller) from any stream of bytes. */
async function* inChunksOf(
  size: number,
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  let held: Uint8Array[] = [];
  let length = 0;
  for await (const piece of body) {
    held.push(piece);
    length += piece.length;
    if (length >= size) {
      yield Buffer.concat(held, length);
      held = [];
      length = 0;
    }
  }
  if (length > 0 || held.length > 0) yield Buffer.concat(held, length);
}

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
      if (!isSafeKey(name)) return refuseUnsafeName(name);
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
      if (!isSafeKey(name)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      if (!isSafeKey(name)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async stat(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return {
          size: object.ContentLength ?? 0,
          modified: object.LastModified ?? new Date(0),
          etag: object.ETag ?? `"${(object.ContentLength ?? 0).toString(16)}"`,
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return object.Body
          ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>)
          : new Response(new Uint8Array()).body!;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async write(key, body, contentType) {
      if (!isSafeKey(key)) return refuseUnsafeName(key);
      const Key = keyOf(key);
      const ContentType = contentType ?? contentTypeOf(key);
      const chunks = inChunksOf(WRITE_PART_BYTES, body);
      const first = await chunks.next();
      const firstBytes = first.done ? new Uint8Array() : first.value;
      const second = first.done ? first : await chunks.next();
      if (second.done) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: firstBytes, ContentType }));
        return;
      }
      // Larger than a part: a multipart upload, aborted if the stream fails, so nothing is left.
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key, ContentType }),
      );
      const parts: CompletedPart[] = [];
      try {
        const send = async (bytes: Uint8Array) => {
          const PartNumber = parts.length + 1;
          const { ETag } = await client.send(
            new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: bytes }),
          );
          parts.push({ PartNumber, ETag });
        };
        await send(firstBytes);
        await send(second.value);
        for await (const bytes of chunks) await send(bytes);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      } catch (error) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
          .catch(() => {});
        throw error;
      }
    },
    multipart: {
      async create(key, contentType) {
        if (!isSafeKey(key)) return refuseUnsafeName(key);
        const { UploadId } = await client.send(
          new CreateMultipartUploadCommand({ Bucket, Key: keyOf(key), ContentType: contentType }),
        );
        if (!UploadId) throw new Error('The storage service gave no upload id');
        return { uploadId: UploadId };
      },
      async partTarget(key, uploadId, partNumber, expiresInSeconds) {
        if (!isSafeKey(key)) return refuseUnsafeName(key);
        return getSignedUrl(
          client,
          new UploadPartCommand({
            Bucket,
            Key: keyOf(key),
            UploadId: uploadId,
            PartNumber: partNumber,
          }),
          { expiresIn: expiresInSeconds },
        );
      },
      async listParts(key, uploadId) {
        if (!isSafeKey(key)) return [];
        const parts: StoredPart[] = [];
        let marker: string | undefined;
        try {
          for (;;) {
            const page = await client.send(
              new ListPartsCommand({
                Bucket,
                Key: keyOf(key),
                UploadId: uploadId,
                PartNumberMarker: marker,
              }),
            );
            for (const part of page.Parts ?? []) {
              if (part.PartNumber && part.ETag) {
                parts.push({ partNumber: part.PartNumber, etag: part.ETag, size: part.Size ?? 0 });
              }
            }
            if (!page.IsTruncated || !page.NextPartNumberMarker) return parts;
            marker = page.NextPartNumberMarker;
          }
        } catch (error) {
          if (error instanceof S3ServiceException && error.name === 'NoSuchUpload') return [];
          throw error;
        }
      },
      async complete(key, uploadId, parts) {
        if (!isSafeKey(key)) return refuseUnsafeName(key);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: keyOf(key),
            UploadId: uploadId,
            MultipartUpload: {
              Parts: [...parts]
                .sort((a, b) => a.partNumber - b.partNumber)
                .map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
            },
          }),
        );
      },
      async abort(key, uploadId) {
        if (!isSafeKey(key)) return;
        try {
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: keyOf(key), UploadId: uploadId }),
          );
        } catch (error) {
          if (error instanceof S3ServiceException && error.name === 'NoSuchUpload') return;
          throw error;
        }
      },
    },
    destroy() {
      client.destroy();
    },
  };
}
