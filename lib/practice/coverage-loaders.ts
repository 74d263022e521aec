import 'server-only';

import { unstable_rethrow } from 'next/navigation';

import { requireStudent } from '@/lib/accounts/request-context';

import type { PracticeCoverage } from './coverage-calls';

export type CoverageView = { status: 'found'; coverage: PracticeCoverage } | { status: 'failed' };

/** The signed-in student's coverage, through the request's gateway; a visitor goes to Sign In. */
export async function loadCoverage(): Promise<CoverageView> {
  const { api } = await requireStudent('practice/coverage');
  try {
    return { status: 'found', coverage: (await api.practiceCoverage({})).data };
  } catch (error) {
    unstable_rethrow(error);
    console.error('The coverage could not be read', error);
    return { status: 'failed' };
  }
}
