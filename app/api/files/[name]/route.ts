import { fetchFile } from '@/lib/calls/api';
import { FILE_POLICY } from '@/lib/security/security-headers';

type Context = { params: Promise<{ name: string }> };

/** Uploaded profile photos (the file endpoint followed by the file name). */
export async function GET(_request: Request, { params }: Context) {
  const { name } = await params;
  const file = await fetchFile(name);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(file.bytes as BodyInit, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.byteLength),
      // Names are random and never reused: a stored file never changes.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_POLICY,
    },
  });
}
