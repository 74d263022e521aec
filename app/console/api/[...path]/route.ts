import { revalidateTag } from 'next/cache';

import { getOperatorSignIn } from '@/lib/operators/console-sign-in';
import { handleBrowserCall } from '@/lib/platform/bff';

type Context = { params: Promise<{ path: string[] }> };

/**
 * The console's BFF: the calls whose endpoint says `via: 'console'` (forms with a file, which a
 * server action does not take), made for the operator of the console's cookie. It lives under
 * /console because that cookie is sent nowhere else.
 */
async function handle(request: Request, { params }: Context) {
  const path = (await params).path.join('/');
  return handleBrowserCall(
    request,
    path,
    { way: 'console', readSignIn: getOperatorSignIn },
    revalidateTag,
  );
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
