import type { StreamAnswer } from '@/lib/calls/stream';

import { FILE_POLICY } from './security-headers';

type Context = { params: Promise<{ id: string; name: string }> };

/**
 * The GET route of a file only someone signed in may see, at `…/<id>/…/<name>` (a paper's image, a
 * viva room's, a session room's): an id and a name that could be one are asked of the call for
 * whoever `signedIn` finds; anyone else gets 401 or 404, exactly as for a name that is not one.
 * The file streams from here, never a redirect to the library's address, which would name the
 * case, and never cached.
 */
export function signedInFileRoute<SignIn>(
  signedIn: () => Promise<SignIn | null>,
  names: RegExp,
  read: (id: number, name: string, signIn: SignIn) => Promise<StreamAnswer>,
) {
  return async function GET(_request: Request, { params }: Context) {
    const { id, name } = await params;
    const signIn = await signedIn();
    const answer =
      !/^\d{1,9}$/.test(id) || !names.test(name) || !signIn
        ? { status: signIn ? 404 : 401, headers: {}, body: null }
        : await read(Number(id), name, signIn);
    return privateFileResponse(answer);
  };
}

/**
 * A streamed call's answer as a file for one signed-in person: never cached, never sniffed or shown
 * as a page, and varying with the sign-in cookie. A HEAD request gets the headers alone.
 */
export function privateFileResponse(answer: StreamAnswer, head = false): Response {
  return new Response(head ? null : answer.body, {
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
