import type { OperatorRole } from '@/lib/access/roles';

/**
 * Who a service acts for. The backend decides it from the call's access and the sign-in token,
 * never from the request body; webhooks and operator tasks act as the system.
 */

/** Anyone, signed in or not, on a call that does not depend on who asks. */
export type VisitorActor = { kind: 'visitor' };

/** A signed-in student, resolved from a live session token. */
export type StudentActor = { kind: 'student'; studentId: number; tokenId: number };

/** The holder of the temporary token issued after OTP verification. */
export type ResetHolder = { kind: 'reset-holder'; resetToken: string | null };

/** The platform itself: a payment provider's webhook, a seed, an operator's task. */
export type SystemActor = { kind: 'system'; task: string };

/** A signed-in operator of the console, resolved from their console sign-in. */
export type OperatorActor = {
  kind: 'operator';
  operatorId: number;
  email: string;
  role: OperatorRole;
  signInId: number;
};

export type Actor = VisitorActor | StudentActor | ResetHolder | SystemActor | OperatorActor;

export const visitor: VisitorActor = { kind: 'visitor' };

export const systemActor = (task: string): SystemActor => ({ kind: 'system', task });
