/*
 * The demo's accounts, whose sign-in details the README publishes so that anyone can try the
 * product on their own machine. Because anyone can read them, a public deployment never creates
 * them and never lets them in (lib/deployment.ts, docs/accounts.md "Public deployments").
 */

const DEMO_PASSWORD = 'DemoPass123';

/** A signed-up student with no subscription. */
export const DEMO_STUDENT_SIGN_IN = {
  email: 'demo@frcrviva.test',
  password: DEMO_PASSWORD,
} as const;

/** A student with a current Marathon Course purchase. */
export const SUBSCRIBED_STUDENT_SIGN_IN = {
  email: 'subscribed@frcrviva.test',
  password: DEMO_PASSWORD,
} as const;

/** The demo operator, an owner, with its password and TOTP secret. */
export const DEMO_OPERATOR = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  role: 'owner',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
} as const;

/** The demo cohort's lead: an operator of the read-only `cohort` role (docs/insight.md). */
export const DEMO_COHORT_LEAD = {
  email: 'cohort-lead@frcrviva.test',
  password: 'CohortDemo123',
  role: 'cohort',
  totpSecret: 'FRCRVIVACOHORTLEADDEMOSECRETKEY7',
} as const;

/**
 * The demo's consultant: an operator of the `faculty` role, who leads one demo live session and
 * sees and runs that session alone (docs/live-sessions.md, "Faculty").
 */
export const DEMO_FACULTY = {
  email: 'consultant@frcrviva.test',
  password: 'FacultyDemo123',
  role: 'faculty',
  totpSecret: 'FRCRVIVAFACULTYDEMOSECRETKEY2345',
} as const;

/** Students' addresses whose password is published (stored lower-cased, as every address). */
export const PUBLISHED_STUDENT_EMAILS: readonly string[] = [
  DEMO_STUDENT_SIGN_IN.email,
  SUBSCRIBED_STUDENT_SIGN_IN.email,
];

/** Operators' addresses whose password and TOTP secret are published. */
export const PUBLISHED_OPERATOR_EMAILS: readonly string[] = [
  DEMO_OPERATOR.email,
  DEMO_COHORT_LEAD.email,
  DEMO_FACULTY.email,
];
