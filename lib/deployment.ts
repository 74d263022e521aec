import { PUBLISHED_OPERATOR_EMAILS, PUBLISHED_STUDENT_EMAILS } from './demo-accounts';

/*
 * Whether this process serves a public deployment or a local demo: the one rule read by every
 * part that behaves differently on one (docs/accounts.md, "Public deployments"): the seed and
 * the demo operator, the demo checkout, the start-up checks of the environment, and the refusal
 * of the accounts whose sign-in details the README publishes. Each reads it when it runs, so a
 * database made by any command is judged by the server that serves it.
 */

type Env = Readonly<Record<string, string | undefined>>;

const LOOPBACK_HOSTS = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * SITE_URL decides when it is set: an address on this machine (localhost, 127.x, [::1]) is a
 * local demo, any other (or one that does not parse) is public, whatever NODE_ENV says, since
 * `npm run db:setup` runs without it. Without SITE_URL, production counts as public (a server
 * refuses to start so: lib/env.ts) and a development server, a test or a script as local.
 */
export function isPublicDeployment(env: Env = process.env): boolean {
  const siteUrl = env.SITE_URL?.trim();
  if (!siteUrl) return env.NODE_ENV === 'production';
  try {
    return !LOOPBACK_HOSTS.test(new URL(siteUrl).hostname);
  } catch {
    return true;
  }
}

/** Student addresses this server refuses to sign in or serve: the published ones, when public. */
export function refusedStudentEmails(env: Env = process.env): readonly string[] {
  return isPublicDeployment(env) ? PUBLISHED_STUDENT_EMAILS : [];
}

/** Operator addresses this server refuses to sign in or serve: the published one, when public. */
export function refusedOperatorEmails(env: Env = process.env): readonly string[] {
  return isPublicDeployment(env) ? PUBLISHED_OPERATOR_EMAILS : [];
}
