import { z } from 'zod';

import { isPublicDeployment } from './deployment';

/*
 * Every variable the app reads, checked once at start (instrumentation.ts, the API tier, the
 * database setup script) so a typo stops the process with a message naming it, instead of
 * surfacing as a failed payment or sign-in later. Modules still read process.env themselves;
 * this is the gate, and .env.example is its documentation.
 */

const unsetIfBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfBlank, schema.optional());

const urlWith = (protocols: string[], hint: string) =>
  optional(
    z.string().refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      {
        error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (${hint})`,
      },
    ),
  );

const secret = (hint: string) =>
  optional(z.string().min(32, { error: `must be at least 32 characters (${hint})` }));

const switchValue = optional(z.enum(['on', 'off'], { error: 'must be "on" or "off"' }));

const wholeNumber = (min: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, { error: `must be a whole number from ${min} to ${max}` })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { error: `must be from ${min} to ${max}` }),
  );

const GENERATE = 'generate one with: openssl rand -base64 32';

/** S3's rules for new buckets, which the S3-compatible services follow too. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const environmentSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  SITE_URL: urlWith(['http:', 'https:'], 'the public address, e.g. https://frcrviva.co.uk'),
  PORT: wholeNumber(1, 65535),
  TRUST_PROXY: wholeNumber(0, 10),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  AUTH_SECRET: secret(GENERATE),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db'),
  TEST_DATABASE_URL: urlWith(
    ['postgres:', 'postgresql:'],
    'a server where tests may create databases',
  ),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.com:465'),
  MAIL_FROM: optional(z.string()),
  API_BASE_URL: urlWith(['http:', 'https:'], 'the student API, e.g. https://api.example.com/'),
  API_APP_TOKEN: optional(z.string()),
  ANTI_CAPTURE: switchValue,
  REVALIDATE_SECRET: secret(GENERATE),
  LESSON_MEDIA_DIR: optional(z.string()),
  LESSON_UPLOAD_DIR: optional(z.string()),
  /** Practice papers' clocks run at this fraction of the exam's (demos and end-to-end tests). */
  PRACTICE_TIME_SCALE: optional(
    z.coerce
      .number({ error: 'must be a number from 0.01 to 1' })
      .min(0.01, { error: 'must be a number from 0.01 to 1' })
      .max(1, { error: 'must be a number from 0.01 to 1' }),
  ),
  RAZORPAY_KEY_ID: optional(z.string()),
  RAZORPAY_KEY_SECRET: optional(z.string()),
  RAZORPAY_WEBHOOK_SECRET: optional(z.string()),
  PAYPAL_CLIENT_ID: optional(z.string()),
  PAYPAL_CLIENT_SECRET: optional(z.string()),
  PAYPAL_WEBHOOK_ID: optional(z.string()),
  PAYPAL_API_BASE: urlWith(['https:'], 'https://api-m.paypal.com for live payments'),
  DEMO_CHECKOUT: switchValue,
  S3_BUCKET: optional(
    z.string().regex(BUCKET_NAME, {
      error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    }),
  ),
  S3_REGION: optional(
    z.string().regex(/^[a-z0-9][a-z0-9-]*$/, {
      error: 'must be a region such as eu-west-2 (auto for Cloudflare R2)',
    }),
  ),
  S3_ENDPOINT: urlWith(['http:', 'https:'], 'an S3-compatible service; unset for AWS S3'),
  S3_FORCE_PATH_STYLE: switchValue,
  S3_PREFIX: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9._/-]+$/, {
        error: 'must be a folder such as uploads/ (letters, digits, . _ - /)',
      })
      .refine((value) => !value.split('/').includes('..'), { error: 'must not contain ..' }),
  ),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
});

export type Environment = z.output<typeof environmentSchema>;

/** Variables that must be set together: a key without its secret is a mistake, not a choice. */
const PAIRS: [keyof Environment, keyof Environment][] = [
  ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
  ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
];

/** S3_BUCKET turns the S3 store on; the rest set alone would leave uploads on disk unnoticed. */
const S3_SETTINGS: (keyof Environment)[] = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The environment is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvironmentError';
  }
}

const SITE_URL_HINT =
  'the address students use (e.g. https://frcrviva.co.uk), or http://localhost:3000 for a local demo (npm run demo)';

/**
 * Checks the environment; throws an EnvironmentError naming every bad or missing variable. A
 * production server without SITE_URL is refused: it cannot tell a public deployment from a local
 * demo (lib/deployment.ts would count it as public), and its links and cookies would be wrong.
 * The API tier (`apiTier`) runs without NODE_ENV, so it needs SITE_URL whatever NODE_ENV says.
 */
export function readEnvironment(
  source: Record<string, string | undefined> = process.env,
  { apiTier = false }: { apiTier?: boolean } = {},
): Environment {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  for (const [key, secretName] of PAIRS) {
    const [hasKey, hasSecret] = [Boolean(env[key]), Boolean(env[secretName])];
    if (hasKey !== hasSecret) {
      const [missing, present] = hasKey ? [secretName, key] : [key, secretName];
      problems.push(`${missing} must be set together with ${present}`);
    }
  }
  if (!env.S3_BUCKET) {
    for (const name of S3_SETTINGS.filter((name) => env[name] !== undefined)) {
      problems.push(`${name} is set but S3_BUCKET is not: uploads would stay on local disk`);
    }
  }
  const production = env.NODE_ENV === 'production';
  if (!env.SITE_URL && (production || apiTier)) {
    problems.push(
      `SITE_URL is required ${apiTier ? 'for the API tier' : 'in production'}: ${SITE_URL_HINT}`,
    );
  }
  // Local runs keep their defaults (a generated AUTH_SECRET, no app token), so the quick start
  // needs no setup; a production server on a public address does not.
  if (production && isPublicDeployment({ NODE_ENV: env.NODE_ENV, SITE_URL: env.SITE_URL })) {
    if (!env.AUTH_SECRET) problems.push(`AUTH_SECRET is required in production (${GENERATE})`);
    if (env.API_BASE_URL && !env.API_APP_TOKEN) {
      problems.push('API_APP_TOKEN is required in production when API_BASE_URL is set');
    }
  }
  if (problems.length) throw new EnvironmentError(problems);
  return env;
}
