import { getStudentSession } from '@/lib/accounts/student-session';
import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { practiceCalls } from '@/lib/practice/calls';
import { PAPER_IMAGE_NAME } from '@/lib/practice/links';
import { FILE_POLICY } from '@/lib/security/security-headers';

type Context = { params: Promise<{ id: string; name: string }> };

const api = gatewayFor(practiceCalls);

/**
 * One of a paper's images at its name in the paper (docs/practice.md, "The films' addresses"),
 * to the student whose paper it is; anyone else gets 404, exactly as for a name that is not one.
 * The file is streamed from here, never a redirect to the library's address, which would name it.
 */
export async function GET(_request: Request, { params }: Context) {
  const { id, name } = await params;
  const session = await getStudentSession();
  const answer =
    !/^\d{1,9}$/.test(id) || !PAPER_IMAGE_NAME.test(name) || !session
      ? { status: session ? 404 : 401, headers: {}, body: null }
      : await api.paperImage({ paperId: Number(id), name }, WHOLE_FILE, session);
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      'cache-control': 'private, no-store',
      ...answer.headers,
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_POLICY,
      vary: 'Cookie',
    },
  });
}

export const dynamic = 'force-dynamic';
