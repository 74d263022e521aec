import Image from 'next/image';

import type { TeaserResult } from '@/lib/feedback/loaders';
import { caseHref } from '@/lib/cases/links';

import { buttonClasses } from '@/components/ui/button';
import { PlayIcon } from '@/components/ui/feature-icons';
import { IntentLink } from '@/components/ui/intent-link';

/**
 * The spec's texts for the teaser's states. Its "Loading videos..." and "Loading
 * shorts..." belong to a browser-side fetch; rendered on the server, the teaser is never loading.
 */
const teaserTexts = {
  noVideos: 'No videos available',
  noShorts: 'No shorts available',
  failed: 'Failed to fetch video shorts data',
  error: 'An error occurred while fetching data',
} as const;

type HeadingLevel = 'h2' | 'h3';

function PanelHeader({
  as: Heading,
  id,
  title,
  href,
  linkLabel,
}: {
  as: HeadingLevel;
  id: string;
  title: string;
  href: string;
  linkLabel: string;
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <Heading id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </Heading>
      <IntentLink href={href} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        View All<span className="sr-only"> {linkLabel}</span>
      </IntentLink>
    </div>
  );
}

function Notice({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={
        tone === 'error'
          ? 'mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center font-medium text-red-700'
          : 'mt-6 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600'
      }
    >
      {children}
    </p>
  );
}

type VideoTeaserProps = {
  result: TeaserResult;
  /** The panels' heading level, one below the section heading that contains them. */
  headingLevel?: HeadingLevel;
};

/**
 * The video-and-shorts teaser: the first videos (cover with a play button) and shorts, each
 * with View All. Shows the spec's empty and failure texts. Images have fixed sizes rather than
 * `fill`, which keeps their srcset to two candidates and the page light.
 */
export function VideoTeaser({ result, headingLevel = 'h3' }: VideoTeaserProps) {
  if (result.status !== 'loaded') {
    return <Notice tone="error">{teaserTexts[result.status]}</Notice>;
  }
  const { video, subshort } = result.data;

  return (
    <div className="grid gap-14">
      <div aria-labelledby="teaser-videos" role="group">
        <PanelHeader
          as={headingLevel}
          id="teaser-videos"
          title="Viva Videos"
          href="/video"
          linkLabel="viva videos"
        />
        {video.length === 0 ? (
          <Notice>{teaserTexts.noVideos}</Notice>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {video.map((item) => (
              <li key={item.videoId}>
                <IntentLink
                  href="/video"
                  className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
                >
                  <span className="relative block aspect-video overflow-hidden bg-slate-900">
                    {item.cover ? (
                      <Image
                        src={item.cover}
                        alt=""
                        width={480}
                        height={270}
                        className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                      />
                    ) : null}
                    <span className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-110">
                      <PlayIcon className="ml-0.5 size-5" />
                    </span>
                  </span>
                  <span className="block p-4 font-semibold text-slate-900 group-hover:text-brand-700">
                    {item.name}
                  </span>
                </IntentLink>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div aria-labelledby="teaser-shorts" role="group">
        <PanelHeader
          as={headingLevel}
          id="teaser-shorts"
          title="Shorts"
          href="/shorts"
          linkLabel="shorts"
        />
        {subshort.length === 0 ? (
          <Notice>{teaserTexts.noShorts}</Notice>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {subshort.map((item) => (
              <li key={item.subshortId}>
                <IntentLink
                  href={caseHref(item.subshortId)}
                  className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
                >
                  <span className="relative block aspect-[4/5] overflow-hidden bg-slate-900">
                    {item.thumbnail ? (
                      <Image
                        src={item.thumbnail}
                        alt=""
                        width={200}
                        height={250}
                        className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                      />
                    ) : null}
                  </span>
                  <span className="block p-3 text-sm font-semibold text-slate-900 group-hover:text-brand-700">
                    {item.name}
                  </span>
                </IntentLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
