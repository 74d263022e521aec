import { revalidateTag } from 'next/cache';

import { handleBrowserCall } from '@/lib/platform/bff';
import { getStudentSignIn } from '@/lib/accounts/student-sign-in';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Context) {
  const path = (await params).path.join('/');
  // A comment shows on the cached visitor copy of its lesson: the next visitor gets a fresh one.
  return handleBrowserCall(request, path, getStudentSignIn, revalidateTag);
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
