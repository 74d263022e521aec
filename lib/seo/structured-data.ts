import { site } from '@/lib/site';

/** A course the home page lists in its JSON-LD (schema.org Course inside an ItemList). */
export type CourseSummary = { name: string; description: string; path: string };

const courses: readonly CourseSummary[] = [
  {
    name: 'FRCR 2B Viva Video Library',
    description:
      'Viva cases across the curriculum, each talked through by a consultant radiologist with the observations, differential and management an examiner expects.',
    path: '/video',
  },
  {
    name: 'FRCR 2B Shorts',
    description:
      'Image-based short cases for daily practice, each with a model answer to compare your own against.',
    path: '/shorts',
  },
  {
    name: 'Live FRCR 2B Viva Sessions',
    description:
      'Weekly live mock viva sessions with consultant radiologists and personalised feedback, with recordings to revise from.',
    path: '/session',
  },
];

const absolute = (path: string) => new URL(path, site.url).toString();

function organizationRef() {
  return { '@type': 'EducationalOrganization', name: site.name, url: absolute('/') };
}

/** The site's organisation, for every page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${absolute('/')}#organization`,
    name: site.name,
    alternateName: site.abbreviation,
    slogan: site.tagline,
    description: site.description,
    url: absolute('/'),
    logo: absolute('/icon.svg'),
    email: site.contact.enquiry,
    sameAs: [site.social.videoChannel.url],
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', email: site.contact.admin },
      { '@type': 'ContactPoint', contactType: 'sales', email: site.contact.enquiry },
    ],
    employee: site.directors.map((director) => ({
      '@type': 'Person',
      name: director.name,
      jobTitle: director.role,
      honorificSuffix: director.qualifications,
    })),
  };
}

/** The courses on offer, for the home page (Google's course list: an ItemList of Course). */
export function courseListJsonLd(list: readonly CourseSummary[] = courses) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: list.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Course',
        name: course.name,
        description: course.description,
        url: absolute(course.path),
        provider: organizationRef(),
      },
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so text such as "</script>"
 * inside the data cannot end the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
