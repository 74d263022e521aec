import { readFileSync } from 'node:fs';
import path from 'node:path';

import { environmentSchema, EnvironmentError, readEnvironment } from './env';

const problemsOf = (env: Record<string, string>, options?: { apiTier?: boolean }) => {
  try {
    readEnvironment(env, options);
    return [];
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    return error.problems;
  }
};

const SECRET = 'k'.repeat(40);

it('needs nothing for a local run, and treats blank values as unset', () => {
  expect(problemsOf({})).toEqual([]);
  expect(problemsOf({ NODE_ENV: 'development', DATABASE_URL: ' ', SMTP_URL: '' })).toEqual([]);
  expect(problemsOf({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toEqual([]);
});

it('refuses a production server without SITE_URL, which cannot tell a deployment from a demo', () => {
  const refusal = expect.stringMatching(
    /^SITE_URL is required in production: .*http:\/\/localhost:3000 for a local demo/,
  );
  expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
    refusal,
    expect.stringMatching(/^AUTH_SECRET is required in production/),
  ]);
  expect(problemsOf({ NODE_ENV: 'production', SITE_URL: ' ', AUTH_SECRET: SECRET })).toEqual([
    refusal,
  ]);
  // The API tier runs without NODE_ENV: it needs SITE_URL all the same.
  expect(problemsOf({}, { apiTier: true })).toEqual([
    expect.stringMatching(/^SITE_URL is required for the API tier/),
  ]);
  expect(problemsOf({ SITE_URL: 'https://frcrviva.co.uk' }, { apiTier: true })).toEqual([]);
});

it('names each malformed variable', () => {
  const problems = problemsOf({
    DATABASE_URL: 'mysql://db/x',
    SMTP_URL: 'not a url',
    TRUST_PROXY: 'two',
    PORT: '70000',
    ANTI_CAPTURE: 'yes',
    AUTH_SECRET: 'short',
    PAYPAL_API_BASE: 'http://api-m.paypal.com',
  });
  expect(problems).toHaveLength(7);
  for (const name of [
    'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    'SMTP_URL must be a URL',
    'TRUST_PROXY must be a whole number',
    'PORT must be from 1 to 65535',
    'ANTI_CAPTURE must be "on" or "off"',
    'AUTH_SECRET must be at least 32 characters',
    'PAYPAL_API_BASE must be a URL starting with https://',
  ]) {
    expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
  }
});

it('requires the secrets of a deployment, and keys with their secrets', () => {
  const deployment = { NODE_ENV: 'production', SITE_URL: 'https://frcrviva.co.uk' };
  expect(problemsOf({ ...deployment, API_BASE_URL: 'https://api.example.com/' })).toEqual([
    expect.stringMatching(/^AUTH_SECRET is required in production/),
    'API_APP_TOKEN is required in production when API_BASE_URL is set',
  ]);
  expect(problemsOf({ ...deployment, AUTH_SECRET: SECRET })).toEqual([]);
  expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toEqual([
    'RAZORPAY_KEY_SECRET must be set together with RAZORPAY_KEY_ID',
  ]);
});

it('checks the S3 store settings, each by name', () => {
  expect(
    problemsOf({
      S3_BUCKET: 'frcr-uploads',
      S3_REGION: 'eu-west-2',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: 'on',
      S3_PREFIX: 'uploads/profiles/',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    }),
  ).toEqual([]);
  const problems = problemsOf({
    S3_BUCKET: 'Frcr_Uploads',
    S3_REGION: 'EU West',
    S3_ENDPOINT: 'minio:9000',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'up loads',
  });
  expect(problems).toHaveLength(5);
  for (const name of [
    'S3_BUCKET must be a bucket name',
    'S3_REGION must be a region',
    'S3_ENDPOINT must be a URL starting with http:// or https://',
    'S3_FORCE_PATH_STYLE must be "on" or "off"',
    'S3_PREFIX must be a folder',
  ]) {
    expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
  }
  expect(problemsOf({ S3_BUCKET: 'frcr', S3_PREFIX: 'uploads/../other' })).toEqual([
    'S3_PREFIX must not contain ..',
  ]);
});

it('wants S3 keys in pairs, and no S3 setting without its bucket', () => {
  expect(problemsOf({ S3_BUCKET: 'frcr', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
    'S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID',
  ]);
  expect(problemsOf({ S3_BUCKET: 'frcr', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
    'S3_ACCESS_KEY_ID must be set together with S3_SECRET_ACCESS_KEY',
  ]);
  expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: ' ' })).toEqual([
    'S3_ENDPOINT is set but S3_BUCKET is not: uploads would stay on local disk',
  ]);
});

it('reads numbers as numbers', () => {
  expect(readEnvironment({ TRUST_PROXY: '1', PORT: '8080' })).toMatchObject({
    TRUST_PROXY: 1,
    PORT: 8080,
  });
});

it('documents every variable it checks in .env.example, and no others', () => {
  const example = Object.fromEntries(
    readFileSync(path.join(process.cwd(), '.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const checked = Object.keys(environmentSchema.shape).filter((name) => name !== 'NODE_ENV');
  expect(Object.keys(example).sort()).toEqual(checked.sort());
  // The example as it stands is a valid local environment.
  expect(() => readEnvironment(example)).not.toThrow();
});
