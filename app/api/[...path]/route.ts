import { handleBrowserCall } from '@/lib/bff/handle-browser-call';
import { getStudentSession } from '@/lib/session/student-session';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Context) {
  const { path } = await params;
  return handleBrowserCall(request, path.join('/'), getStudentSession);
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
