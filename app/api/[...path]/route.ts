import { revalidateTag } from 'next/cache';

import { handleBrowserCall } from '@/lib/platform/bff';
import { getStudentSession } from '@/lib/accounts/student-session';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Context) {
  const path = (await params).path.join('/');
  // A comment shows on the cached visitor copy of its lesson: the next visitor gets a fresh one.
  return handleBrowserCall(request, path, getStudentSession, revalidateTag);
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
