'use client';

import Image from 'next/image';
import { useCallback, useEffect, useRef, useState } from 'react';

import { videoHref } from '@/lib/lessons/links';
import { videoMessages } from '@/lib/lessons/texts';
import type { Video } from '@/lib/lessons/calls';

import { cn } from '@/components/ui/cn';
import { CheckCircleIcon } from '@/components/ui/feature-icons';
import { IntentLink } from '@/components/ui/intent-link';

import { fetchRelatedPage } from './lesson-calls';
import { onWatched } from './watched-events';

/** What a row of the list shows: the page sends only this, not the lessons' descriptions. */
type RelatedItem = Pick<Video, 'videoId' | 'name' | 'thumbnail' | 'watched'>;

/** A lesson as the list keeps it. */
const relatedItem = ({ videoId, name, thumbnail, watched }: RelatedItem): RelatedItem => ({
  videoId,
  name,
  thumbnail,
  watched,
});

type RelatedListProps = {
  /** The first page as the server read it for this visitor or student. */
  initial: { lists: RelatedItem[]; total: number };
  /** The lesson on the page: marked "Now playing". */
  currentId: number;
};

/**
 * The Related Video list: at most 830 px high, scrolling; when its end marker
 * comes into view the next ten lessons load, while the offset plus what has arrived is below the
 * total. Lessons the student has watched to 90 % carry a "Watched" mark.
 */
export function RelatedList({ initial, currentId }: RelatedListProps) {
  const [lessons, setLessons] = useState(initial.lists);
  const [total, setTotal] = useState(initial.total);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const hasMore = !failed && lessons.length < total;

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const answer = await fetchRelatedPage(lessons.length, currentId);
      const data = answer.data;
      if (answer.status === 200 && data) {
        setLessons((previous) => {
          const known = new Set(previous.map((lesson) => lesson.videoId));
          const added = data.lists.filter((lesson) => !known.has(lesson.videoId));
          return [...previous, ...added.map(relatedItem)];
        });
        // A page that brings nothing ends the list, whatever the total says.
        setTotal(data.lists.length === 0 ? lessons.length : data.total);
      } else {
        setFailed(true);
      }
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [lessons.length, currentId]);

  useEffect(() => {
    const node = marker.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { root: scroller.current, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  useEffect(
    () =>
      onWatched((videoId) =>
        setLessons((previous) =>
          previous.map((lesson) =>
            lesson.videoId === videoId ? { ...lesson, watched: true } : lesson,
          ),
        ),
      ),
    [],
  );

  return (
    <section
      aria-labelledby="related-videos"
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="related-videos"
        className="border-b border-slate-200 px-5 py-4 text-lg font-bold text-slate-900"
      >
        {videoMessages.relatedHeading}
      </h2>
      <div
        ref={scroller}
        data-testid="related-scroller"
        className="max-h-[830px] overflow-y-auto overscroll-contain p-3"
      >
        {lessons.length === 0 ? (
          <p className="px-2 py-6 text-center text-slate-600">{videoMessages.noRelated}</p>
        ) : (
          <ul className="space-y-2">
            {lessons.map((lesson) => {
              const current = lesson.videoId === currentId;
              return (
                <li key={lesson.videoId}>
                  <IntentLink
                    href={videoHref(lesson.videoId)}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex gap-3 rounded-xl p-2 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                      current && 'bg-brand-50 ring-1 ring-brand-200',
                    )}
                  >
                    <span className="relative aspect-video w-32 shrink-0 overflow-hidden rounded-lg bg-slate-200">
                      {lesson.thumbnail ? (
                        <Image
                          src={lesson.thumbnail}
                          alt=""
                          width={128}
                          height={72}
                          loading="lazy"
                          className="size-full object-cover"
                        />
                      ) : null}
                    </span>
                    <span className="min-w-0 self-center">
                      <span className="line-clamp-2 text-sm font-semibold text-slate-900">
                        {lesson.name}
                      </span>
                      {current ? (
                        <span className="mt-1 block text-xs font-semibold text-brand-700">
                          {videoMessages.nowPlaying}
                        </span>
                      ) : null}
                      {lesson.watched ? (
                        <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
                          <CheckCircleIcon className="size-4" aria-hidden />
                          {videoMessages.watched}
                        </span>
                      ) : null}
                    </span>
                  </IntentLink>
                </li>
              );
            })}
          </ul>
        )}
        {hasMore ? (
          <div ref={marker} data-testid="related-end" className="flex justify-center py-3">
            {loading ? (
              <span role="status" className="text-sm text-slate-500">
                Loading...
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
