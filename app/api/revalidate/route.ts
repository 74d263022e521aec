import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';

import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';

import { publicPages } from '@/lib/seo/public-pages';

export const dynamic = 'force-dynamic';

function authorised(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * On-demand regeneration of the prerendered public pages, for an operator who has just changed
 * stored content (a policy text, an approved testimonial, a new video):
 * `curl -X POST -H "Authorization: Bearer $REVALIDATE_SECRET" -d '{"paths":["/privacypolicy"]}'`.
 * Without a body every public page is regenerated. Either way the content behind the dynamic
 * pages (shorts, lessons, sessions) is read afresh. Off unless REVALIDATE_SECRET is set.
 */
export async function POST(request: Request) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return Response.json({ message: 'Not found' }, { status: 404 });
  if (!authorised(request, secret)) {
    return Response.json({ message: 'Unauthorised' }, { status: 401 });
  }

  const known = new Set(publicPages.map((page) => page.path));
  let paths: string[] = [...known];
  const text = await request.text();
  if (text.trim()) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return Response.json({ message: 'The request could not be read' }, { status: 400 });
    }
    const asked = (body as { paths?: unknown }).paths;
    if (!Array.isArray(asked) || asked.some((p) => typeof p !== 'string' || !known.has(p))) {
      return Response.json({ message: 'paths must list public pages' }, { status: 422 });
    }
    paths = asked as string[];
  }

  for (const path of paths) revalidatePath(path);
  const tags = Object.values(CONTENT_CACHE_TAGS);
  for (const tag of tags) revalidateTag(tag);
  return Response.json({ revalidated: paths, tags }, { headers: { 'cache-control': 'no-store' } });
}
