import type { FileStorage } from '../calls/deps';
import { uploadsDir } from '../calls/config';
import { createDiskStorage } from './disk-storage';
import { describeS3Storage, s3StorageConfig } from './s3-config';
import { createS3Storage } from './s3-storage';

/**
 * The storage the media use, from the environment: an S3 bucket when S3_BUCKET is set (several
 * instances share it), the local uploads folder otherwise. The server and the setup script
 * (which stores the demo's series there) take the same one.
 */
export function fileStorageFromEnv(): FileStorage {
  const s3 = s3StorageConfig();
  if (!s3) return createDiskStorage(uploadsDir());
  console.info(describeS3Storage(s3));
  return createS3Storage(s3);
}
