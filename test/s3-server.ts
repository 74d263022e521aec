import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

/** The account s3rver creates; it refuses any other access key id. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
};

/**
 * A real S3 REST API (s3rver) on loopback, on a free port, keeping objects in a temp dir, with
 * one empty bucket. It checks the access key id of every signed request, not V4 signatures.
 */
export async function startTestS3Server(bucket = 'frcr-uploads-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'frcr-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
