import { revalidateTag } from 'next/cache';

import { tagsStaleAfter } from '@/lib/cache/tags';
import { handleBrowserCall } from '@/lib/calls/bff';
import { getStudentSession } from '@/lib/auth/student-session';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Context) {
  const path = (await params).path.join('/');
  const response = await handleBrowserCall(request, path, getStudentSession);
  // A comment shows on the cached visitor copy of its lesson: the next visitor gets a fresh one.
  if (response.status === 200) {
    for (const tag of tagsStaleAfter(path, request.method)) revalidateTag(tag);
  }
  return response;
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
