import { bffFor } from '@/lib/calls/browser-client';
import type { caseCalls } from '@/lib/cases/calls';
import { caseEndpoints } from '@/lib/cases/endpoints';

const bff = bffFor<typeof caseCalls>(caseEndpoints);

export type AnswerResult =
  | { kind: 'answer'; answer: string | null; keyFindings: string[]; normal: boolean }
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string };

const NO_SUCH_CALL = [404, 501];

/**
 * The model answer of a case, asked for only when the student reveals it. Uses the extension
 * short/sub/answer; an API without it (404/501) is asked through short/sub/list instead, which
 * carries the answer for a signed-in student.
 */
export async function fetchModelAnswer(categoryId: number, caseId: number): Promise<AnswerResult> {
  const answer = await bff.caseAnswer({ subshortId: caseId });
  if (answer.status === 200) {
    return {
      kind: 'answer',
      answer: answer.data?.answer ?? null,
      keyFindings: answer.data?.keyFindings ?? [],
      normal: answer.data?.normal ?? false,
    };
  }
  if (answer.status === 401) return { kind: 'signed-out' };
  if (!NO_SUCH_CALL.includes(answer.status)) return { kind: 'failed', message: answer.message };

  const listed = await bff.listCases({ shortId: categoryId, subshortId: caseId, limit: 1 });
  const found = listed.data?.list.find((item) => item.subshortId === caseId);
  if (listed.status !== 200 || !found) return { kind: 'failed', message: listed.message };
  return { kind: 'answer', answer: found.answer, keyFindings: [], normal: false };
}
