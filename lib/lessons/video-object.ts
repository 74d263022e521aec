import { GATED_PLAYER_CLASS, videoHref } from '@/lib/lessons/links';
import type { Video } from '@/lib/lessons/calls';
import { site } from '@/lib/site';

const absolute = (path: string) => new URL(path, site.url).toString();

/** Seconds as an ISO 8601 duration (PT12M22S), as schema.org's `duration` wants it. */
function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/**
 * A lesson for search engines: a schema.org VideoObject marked as not free to watch, with the
 * player named as the paywalled part of the page (Google's structured data for subscription
 * content), so showing the cover and text to crawlers while the video needs a subscription is
 * not taken for cloaking. The media URL is never included.
 */
export function lessonJsonLd(lesson: Video) {
  const images = [lesson.cover, lesson.thumbnail].filter(Boolean).map(absolute);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: lesson.name,
    description: lesson.description || lesson.name,
    url: absolute(videoHref(lesson.videoId)),
    ...(images.length > 0 && { thumbnailUrl: [...new Set(images)] }),
    ...(lesson.published && { uploadDate: lesson.published }),
    ...(lesson.durationSeconds && { duration: isoDuration(lesson.durationSeconds) }),
    inLanguage: 'en-GB',
    isAccessibleForFree: false,
    hasPart: {
      '@type': 'WebPageElement',
      isAccessibleForFree: false,
      cssSelector: `.${GATED_PLAYER_CLASS}`,
    },
    publisher: {
      '@type': 'EducationalOrganization',
      name: site.name,
      url: absolute('/'),
      logo: { '@type': 'ImageObject', url: absolute('/icon.svg') },
    },
  };
}
