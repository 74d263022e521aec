/*
 * The console's operators and what each role may do (docs/console.md). Zod-free: the schema, the
 * call definitions and the pages all read it.
 */

/** owner: everything, and the operators; editor: content; support: people, comments, messages. */
export const OPERATOR_ROLES = ['owner', 'editor', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_LABELS: Record<OperatorRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  support: 'Support',
};

/** Whether `role` may make a call of the console: the roles its endpoint names decide. */
export const roleMayCall = (endpoint: { roles?: readonly OperatorRole[] }, role: OperatorRole) =>
  endpoint.roles?.includes(role) ?? false;
