import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { FILE_POLICY } from '@/lib/security/security-headers';
import { storageCalls } from '@/lib/storage/calls';

type Context = { params: Promise<{ name: string }> };

const api = gatewayFor(storageCalls);

/** Uploaded pictures (profile photos and the console's uploads), by their stored name. */
export async function GET(_request: Request, { params }: Context) {
  const { name } = await params;
  const file = await api.storedFile({ name }, WHOLE_FILE);
  if (file.status !== 200 || !file.body) return new Response('Not found', { status: 404 });
  return new Response(file.body, {
    headers: {
      'content-type': file.headers['content-type'] ?? 'application/octet-stream',
      ...(file.headers['content-length'] && { 'content-length': file.headers['content-length'] }),
      // Names are random and never reused: a stored file never changes.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_POLICY,
    },
  });
}
