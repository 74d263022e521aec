import { getStudentSignIn } from '@/lib/accounts/student-sign-in';
import { gatewayFor } from '@/lib/calls/api';
import { lessonCalls } from '@/lib/lessons/calls';

type Context = { params: Promise<{ name: string }> };

const api = gatewayFor(lessonCalls);

/**
 * Hosted lesson files (the demo lessons and their captions), streamed to a signed-in student with
 * an active subscription in the byte ranges the player asks for, so seeking works. The backend
 * checks the subscription on every request: a visitor or an unsubscribed student gets 403.
 */
async function serve(request: Request, { params }: Context, head: boolean) {
  const { name } = await params;
  const answer = await api.lessonMedia(
    { name },
    { range: request.headers.get('range'), ifRange: request.headers.get('if-range'), head },
    await getStudentSignIn(),
  );
  return new Response(head ? null : answer.body, {
    status: answer.status,
    headers: {
      ...answer.headers,
      'x-content-type-options': 'nosniff',
      // The answer depends on who asks: never shared between students.
      vary: 'Cookie',
    },
  });
}

export function GET(request: Request, context: Context) {
  return serve(request, context, false);
}

export function HEAD(request: Request, context: Context) {
  return serve(request, context, true);
}

export const dynamic = 'force-dynamic';
