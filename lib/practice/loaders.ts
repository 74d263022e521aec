import 'server-only';

import { notFound, unstable_rethrow } from 'next/navigation';

import { requireStudent } from '@/lib/accounts/request-context';
import { ApiError } from '@/lib/calls/api';

import { practiceCalls, type ExamPlan, type PracticeCoverage } from './calls';

/*
 * What the practice pages show, read through the request's gateway as the signed-in student.
 * Nothing here is cached: every figure is the student's own and the paper's clock is live.
 */

export async function loadPracticeOverview() {
  const { api } = await requireStudent('practice', practiceCalls);
  return (await api.practiceOverview({})).data;
}

/** One of the student's papers; another's, or none, is the 404 page. */
export async function loadPaper(paperId: number) {
  const { api } = await requireStudent('practice', practiceCalls);
  try {
    return (await api.paperView({ paperId })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export type CoverageView =
  { status: 'found'; coverage: PracticeCoverage; plan: ExamPlan } | { status: 'failed' };

/** The signed-in student's coverage and exam plan, through the request's gateway; a visitor goes to Sign In. */
export async function loadCoverage(): Promise<CoverageView> {
  const { api } = await requireStudent('practice/coverage', practiceCalls);
  try {
    const [coverage, plan] = await Promise.all([api.practiceCoverage({}), api.examPlan({})]);
    return { status: 'found', coverage: coverage.data, plan: plan.data };
  } catch (error) {
    unstable_rethrow(error);
    console.error('The coverage could not be read', error);
    return { status: 'failed' };
  }
}
