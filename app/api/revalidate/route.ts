import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';

import { CONTENT_CACHE_TAGS, isItemTag } from '@/lib/cache/tags';
import { BodyRefused, readCapped, wireRequestOf } from '@/lib/calls/read-call-input';

import { publicPages } from '@/lib/seo/public-pages';

export const dynamic = 'force-dynamic';

/** A list of paths and tags: far more than every public page and item would take. */
const REVALIDATE_MAX_BYTES = 64 * 1024;

function authorised(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The sitemap's files (app/sitemap.xml/route.ts, app/sitemap/[file]/route.ts), which list every item. */
function revalidateSitemap() {
  revalidatePath('/sitemap.xml');
  revalidatePath('/sitemap', 'layout');
}

/**
 * On-demand regeneration of the prerendered public pages, for an operator who has just changed
 * stored content (a policy text, an approved testimonial, a new video):
 * `curl -X POST -H "Authorization: Bearer $REVALIDATE_SECRET" -d '{"paths":["/privacypolicy"]}'`.
 * Without a body every public page is regenerated. Either way the content behind the dynamic
 * pages (shorts, lessons, sessions) is read afresh and the sitemap regenerated, unless `tags`
 * names the items that changed (`{"tags":["videos:3"]}`, lib/cache/tags.ts): then only the pages
 * of those items are. Off unless REVALIDATE_SECRET is set.
 */
export async function POST(request: Request) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return Response.json({ message: 'Not found' }, { status: 404 });
  if (!authorised(request, secret)) {
    return Response.json({ message: 'Unauthorised' }, { status: 401 });
  }

  const known = new Set(publicPages.map((page) => page.path));
  let paths: string[] = [...known];
  let tags: string[] = Object.values(CONTENT_CACHE_TAGS);
  let text: string;
  try {
    text = new TextDecoder().decode(await readCapped(wireRequestOf(request), REVALIDATE_MAX_BYTES));
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return Response.json({ message: error.message }, { status: error.status });
  }
  if (text.trim()) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return Response.json({ message: 'The request could not be read' }, { status: 400 });
    }
    const { paths: asked, tags: items } = body as { paths?: unknown; tags?: unknown };
    if (asked !== undefined || items === undefined) {
      if (!Array.isArray(asked) || asked.some((p) => typeof p !== 'string' || !known.has(p))) {
        return Response.json({ message: 'paths must list public pages' }, { status: 422 });
      }
      paths = asked as string[];
    } else {
      paths = [];
    }
    if (items !== undefined) {
      if (!Array.isArray(items) || items.some((t) => typeof t !== 'string' || !isItemTag(t))) {
        return Response.json({ message: 'tags must name items' }, { status: 422 });
      }
      tags = items as string[];
    }
  }

  for (const path of paths) revalidatePath(path);
  for (const tag of tags) revalidateTag(tag);
  revalidateSitemap();
  return Response.json({ revalidated: paths, tags }, { headers: { 'cache-control': 'no-store' } });
}
