/*
 * The console's operators and what each role may do (docs/console.md). Shared and zod-free: the
 * schema, the call machinery, the domains' definitions and the pages all read it.
 */

/** What the backend answers an operator call without a console session, or with a role refused. */
export const accessMessages = {
  operatorSignInRequired: 'Please sign in to the console.',
  roleRefused: 'Your role does not allow this.',
} as const;

/**
 * owner: everything, and the operators; editor: content; support: people, comments, messages;
 * cohort: a cohort's lead, who reads their own cohorts' progress and nothing else (docs/insight.md);
 * faculty: a consultant who leads live sessions, who sees and runs the sessions they lead and
 * nothing else (docs/live-sessions.md, "Faculty").
 */
export const OPERATOR_ROLES = ['owner', 'editor', 'support', 'cohort', 'faculty'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_LABELS: Record<OperatorRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  support: 'Support',
  cohort: 'Cohort lead',
  faculty: 'Faculty',
};

/**
 * Who sees students' personal details: their names beside their addresses and phone numbers, what
 * they bought and booked, what they wrote to us, and the audit log and failed mail that copy them.
 * People are support's work; editors work on content and see how many booked, not who
 * (docs/console.md, "Who sees people's details"). Every call whose answer holds such details names
 * these roles, and lib/platform/role-matrix.test.ts finds any that does not.
 */
export const PEOPLE_ROLES = ['owner', 'support'] as const satisfies readonly OperatorRole[];

/** Whether `role` may make a call of the console: the roles its endpoint names decide. */
export const roleMayCall = (endpoint: { roles?: readonly OperatorRole[] }, role: OperatorRole) =>
  endpoint.roles?.includes(role) ?? false;

/**
 * Who reads a cohort's progress: the roles that see people's details, and the cohort's own lead,
 * whom the service holds to their cohorts (lib/insight/cohorts.ts).
 */
export const COHORT_READERS = [
  ...PEOPLE_ROLES,
  'cohort',
] as const satisfies readonly OperatorRole[];

/**
 * Who reads a live session's console page and who booked it: the roles that see people's details,
 * and the session's own consultant, whom the services hold to the sessions they lead
 * (lib/live-sessions/console-sessions.ts, `ledBy`).
 */
export const ATTENDEE_READERS = [
  ...PEOPLE_ROLES,
  'faculty',
] as const satisfies readonly OperatorRole[];

/**
 * Who runs a live session's room (opens it, sees who is in it, gives the hot seat): owners, and
 * the session's own consultant, whom the services hold to the sessions they lead. Running it
 * shows the booked students' names, so editors, who see no one's details, do not.
 */
export const SESSION_RUNNERS = ['owner', 'faculty'] as const satisfies readonly OperatorRole[];
