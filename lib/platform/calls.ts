import type { z } from 'zod';

import { accountCalls } from '@/lib/accounts/calls';
import { caseCalls } from '@/lib/cases/calls';
import { commentCalls } from '@/lib/comments/calls';
import { consoleCalls } from '@/lib/operators/calls';
import { feedbackCalls } from '@/lib/feedback/calls';
import { lessonCalls } from '@/lib/lessons/calls';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { planCalls } from '@/lib/plans/calls';
import { practiceCalls } from '@/lib/practice/calls';
import { policyCalls } from '@/lib/policies/calls';

import type { CallDefinition, HttpMethod } from '../calls/define-call';

/** Every call, gathered from the domains, by name. */
export const calls = {
  ...accountCalls,
  ...feedbackCalls,
  ...lessonCalls,
  ...commentCalls,
  ...liveSessionCalls,
  ...caseCalls,
  ...planCalls,
  ...policyCalls,
  ...consoleCalls,
  ...practiceCalls,
};

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type RequestOf<K extends CallName> = z.input<Calls[K]['request']>;
export type ParsedRequestOf<K extends CallName> = z.output<Calls[K]['request']>;
export type DataOf<K extends CallName> = z.output<Calls[K]['data']>;

export const callNames = Object.keys(calls) as CallName[];

/** Finds the call for a path as the browser or the wire spells it (leading slash optional). */
export function findCall(
  path: string,
  method: HttpMethod,
): { name: CallName; call: CallDefinition } | undefined {
  const clean = path.replace(/^\/+|\/+$/g, '');
  for (const name of callNames) {
    const call: CallDefinition = calls[name];
    if (call.path === clean && call.method === method) return { name, call };
  }
  return undefined;
}

/** Whether some call lives at this path, with whatever method. */
export function hasPath(path: string): boolean {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return callNames.some((name) => calls[name].path === clean);
}

/** The message of the first failing field, as the spec words it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

export type { CallDefinition, HttpMethod, CallAccess } from '../calls/define-call';
export type { Envelope } from '../calls/envelope';
