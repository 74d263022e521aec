import { getStudentSignIn } from '@/lib/accounts/student-sign-in';
import { gatewayFor } from '@/lib/calls/api';
import { practiceCalls } from '@/lib/practice/calls';
import { privateFileResponse } from '@/lib/security/file-route';

const api = gatewayFor(practiceCalls);

/** A whole number as a query parameter spells it, or null. */
function wholeNumber(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * An oral case's recording (`?paper=<id>&position=<n>`), streamed in the byte ranges the audio
 * element asks for to the student whose paper it is; anyone else gets 404 (docs/practice.md).
 */
async function serve(request: Request, head: boolean) {
  const query = new URL(request.url).searchParams;
  const paperId = wholeNumber(query.get('paper'));
  const position = wholeNumber(query.get('position'));
  const signIn = await getStudentSignIn();
  const answer =
    paperId === null || position === null || !signIn
      ? { status: signIn ? 404 : 401, headers: {}, body: null }
      : await api.playRecording(
          { paperId, position },
          { range: request.headers.get('range'), ifRange: null, head },
          signIn,
        );
  return privateFileResponse(answer, head);
}

export function GET(request: Request) {
  return serve(request, false);
}

export function HEAD(request: Request) {
  return serve(request, true);
}

export const dynamic = 'force-dynamic';
