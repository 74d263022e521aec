import { describeS3Storage, s3BrowserOrigin, s3StorageConfig } from './s3-config';

it('keeps uploads on disk unless S3_BUCKET is set', () => {
  expect(s3StorageConfig({})).toBeNull();
  expect(s3StorageConfig({ S3_BUCKET: ' ', S3_REGION: 'eu-west-2' })).toBeNull();
});

it('reads the bucket with its defaults: us-east-1, virtual-host style, the SDK credentials', () => {
  expect(s3StorageConfig({ S3_BUCKET: 'frcr-uploads' })).toEqual({
    bucket: 'frcr-uploads',
    region: 'us-east-1',
    endpoint: undefined,
    forcePathStyle: false,
    prefix: undefined,
    credentials: undefined,
  });
});

it('reads an S3-compatible service with its own keys', () => {
  const config = s3StorageConfig({
    S3_BUCKET: 'frcr',
    S3_REGION: 'auto',
    S3_ENDPOINT: 'http://minio:9000',
    S3_FORCE_PATH_STYLE: 'on',
    S3_PREFIX: 'uploads/',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  });
  expect(config).toEqual({
    bucket: 'frcr',
    region: 'auto',
    endpoint: 'http://minio:9000',
    forcePathStyle: true,
    prefix: 'uploads/',
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
  });
  expect(describeS3Storage(config!)).toBe(
    'Uploads go to s3://frcr/uploads/ at http://minio:9000 (auto)',
  );
  expect(s3StorageConfig({ S3_BUCKET: 'frcr', S3_FORCE_PATH_STYLE: 'off' })?.forcePathStyle).toBe(
    false,
  );
});

it('names the origin the browser sends upload parts to', () => {
  const aws = s3StorageConfig({ S3_BUCKET: 'frcr', S3_REGION: 'eu-west-2' })!;
  expect(s3BrowserOrigin(aws)).toBe('https://frcr.s3.eu-west-2.amazonaws.com');
  const minio = s3StorageConfig({
    S3_BUCKET: 'frcr',
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_FORCE_PATH_STYLE: 'on',
  })!;
  expect(s3BrowserOrigin(minio)).toBe('http://127.0.0.1:9000');
  const r2 = s3StorageConfig({ S3_BUCKET: 'frcr', S3_ENDPOINT: 'https://acct.r2.example.com' })!;
  expect(s3BrowserOrigin(r2)).toBe('https://frcr.acct.r2.example.com');
});
