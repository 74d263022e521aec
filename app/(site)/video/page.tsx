import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { lessonOrNotFound } from '@/lib/lessons/loaders';
import { videoHref } from '@/lib/lessons/links';
import { idFromUrl } from '@/lib/url-ids';
import { optionalStudent } from '@/lib/accounts/request-context';
import { lessonCalls } from '@/lib/lessons/calls';

import { LessonPage, lessonMetadata } from '@/components/lessons/lesson-page';

type Props = { searchParams: Promise<{ v?: string | string[] }> };

/** The lesson the URL names (`/video?v=12`), the library's first without one; null when empty. */
async function lessonFor(searchParams: Props['searchParams']) {
  const asked = (await searchParams).v;
  const videoId = idFromUrl(asked, { canonical: true });
  // One address per lesson: "?v=012", a repeated or malformed v lead to the canonical one.
  if (asked !== undefined && (typeof asked !== 'string' || String(videoId) !== asked)) {
    redirect(videoHref(videoId));
  }
  return { lesson: await lessonOrNotFound(videoId), asked: videoId };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { lesson, asked } = await lessonFor(searchParams);
  return lessonMetadata(lesson, asked);
}

/**
 * A lesson as the signed-in student sees it (may they play it, what they have watched, which
 * comments are theirs), rendered per request. A visitor's page holds nothing personal, so it is
 * the same for every visitor: their request (no sign-in cookie, canonical address) is rewritten
 * to the copy at /video/for-visitors/<id>, prerendered and regenerated when its lesson, its
 * comments or its testimonials change, instead of being rendered for each of them
 * (lib/cache/cached-copies.ts, docs/performance.md). Odd spellings of the address land here.
 */
export default async function VideoPage({ searchParams }: Props) {
  const { lesson } = await lessonFor(searchParams);
  const { student, api } = await optionalStudent(lessonCalls);
  return <LessonPage lesson={lesson} viewer={student ? { student, api } : null} />;
}
