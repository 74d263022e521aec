import { revalidateTag } from 'next/cache';

import { getOperatorSignIn } from '@/lib/operators/console-sign-in';
import { gatewayFor } from '@/lib/calls/api';
import { staleTagsOf } from '@/lib/calls/define-call';
import { codeForStatus } from '@/lib/calls/error-codes';
import { consoleMessages } from '@/lib/operators/texts';
import { abuseLimits, operatorLimitKey, tooManyAttempts } from '@/lib/limits/abuse-limits';
import { CROSS_SITE_MESSAGE, isSameSiteRequest } from '@/lib/security/request-origin';
import { idFromUrl } from '@/lib/url-ids';
import { caseCalls } from '@/lib/cases/calls';
import { caseMessages } from '@/lib/cases/texts';

type Context = { params: Promise<{ id: string }> };

const api = gatewayFor(caseCalls);

function reply(status: number, message: string, retryAfter?: number) {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (retryAfter) headers['retry-after'] = String(retryAfter);
  return Response.json(
    { status, message, data: null, code: codeForStatus(status) },
    { status, headers },
  );
}

/**
 * A case's series as DICOM, uploaded from the console (docs/imaging.md, "DICOM in"): the body is
 * a zip of the files (or one file), read by the service with its cap while it streams. It keeps
 * the console BFF's guarantees (docs/console.md): same-site only (the middleware does not run
 * here, so that it does not copy the body), the operator and their role from the console's
 * cookie, the operator's write limit, audited by the service.
 */
export async function POST(request: Request, { params }: Context) {
  if (!isSameSiteRequest(request.method, request.headers)) return reply(403, CROSS_SITE_MESSAGE);
  const signIn = await getOperatorSignIn();
  if (!signIn) return reply(401, consoleMessages.signInRequired);
  const caseId = idFromUrl((await params).id, { canonical: true });
  if (caseId === null) return reply(404, caseMessages.noSuchCase);
  const wait = await (
    await abuseLimits()
  ).take('operatorWritesPerSignIn', operatorLimitKey(signIn));
  if (wait > 0) return reply(429, tooManyAttempts(wait), wait);

  const length = request.headers.get('content-length');
  const declaredBytes = length !== null && /^\d{1,16}$/.test(length) ? Number(length) : null;
  const answer = await api.uploadCaseDicom(
    { caseId },
    { stream: request.body, declaredBytes },
    signIn,
  );
  if (answer.status === 200) {
    for (const tag of staleTagsOf(caseCalls.uploadCaseDicom, { caseId })) revalidateTag(tag);
  }
  return Response.json(answer, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
