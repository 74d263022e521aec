import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { FIRST_LESSON } from '@/lib/cache/cached-copies';
import { lessonOrNotFound, loadVisitorRelated } from '@/lib/lessons/loaders';
import { idFromUrl } from '@/lib/url-ids';

import { LessonPage, lessonMetadata } from '@/components/lessons/lesson-page';

type Props = { params: Promise<{ v: string }> };

export const revalidate = 300;

/** The library's first page of lessons is prerendered; any other lesson on its first visit. */
export async function generateStaticParams() {
  const related = await loadVisitorRelated().catch(() => null);
  return [
    { v: FIRST_LESSON },
    ...(related?.lists ?? []).map(({ videoId }) => ({ v: String(videoId) })),
  ];
}

/** The lesson a copy is of: `first` is /video without a lesson. */
async function lessonFor(params: Props['params']) {
  const { v } = await params;
  const videoId = v === FIRST_LESSON ? null : idFromUrl(v, { canonical: true });
  if (v !== FIRST_LESSON && videoId === null) notFound();
  return { lesson: await lessonOrNotFound(videoId), asked: videoId };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lesson, asked } = await lessonFor(params);
  return lessonMetadata(lesson, asked);
}

/** A lesson as a visitor sees it, reached as /video[?v=N] without a session (a rewrite). */
export default async function VisitorVideoPage({ params }: Props) {
  const { lesson } = await lessonFor(params);
  return <LessonPage lesson={lesson} viewer={null} />;
}
