import type { Metadata } from 'next';

import { navItems, routes } from '@/lib/routes';

/**
 * Site configuration: the brand, contact addresses and people. Components read everything
 * brand-specific from here, so a rebrand or a new address is a change to this file only. Pages
 * and the menus that list them are in the route registry, lib/routes.ts.
 */

export type Director = {
  name: string;
  qualifications: string;
  role: string;
  photo: string;
};

function siteUrl(): URL {
  const raw = process.env.SITE_URL?.trim() || 'http://localhost:3000';
  try {
    return new URL(raw);
  } catch {
    return new URL('http://localhost:3000');
  }
}

export const site = {
  name: 'FRCR Viva',
  /** Page titles read "<abbreviation> | <page title>". */
  abbreviation: 'FRCR',
  tagline: 'ONE STOP SOLUTION',
  headline: 'Educational Platform for FRCR 2B',
  welcome: 'Welcome to FRCR Viva',
  description:
    'Online preparation for the FRCR 2B viva: a large library of viva case videos, image-based shorts with model answers, weekly live viva sessions with personalised feedback and recorded classes, led by experienced consultant radiologists.',
  keywords: [
    'FRCR',
    'FRCR 2B',
    'FRCR 2B viva',
    'radiology viva',
    'FRCR viva preparation',
    'FRCR LONGS',
    'radiology exam preparation',
    'mock viva',
    'UK radiology jobs',
  ],
  url: siteUrl(),
  locale: 'en_GB',
  contact: {
    admin: 'admin@frcrviva.co.uk',
    enquiry: 'enquiry@frcrviva.co.uk',
  },
  social: {
    videoChannel: {
      label: 'YouTube',
      url: 'https://www.youtube.com/@frcrviva',
    },
  },
  directors: [
    {
      name: 'Dr Anil Sharma',
      qualifications: 'MBBS, MD, FRCR',
      role: 'Medical Director',
      photo: '/images/directors/director-1.svg',
    },
    {
      name: 'Dr Priya Menon',
      qualifications: 'MBBS, DNB, FRCR',
      role: 'Medical Director',
      photo: '/images/directors/director-2.svg',
    },
  ] satisfies readonly Director[],
  copyrightHolder: 'FRCR Viva',
  nav: navItems,
  auth: {
    signIn: { label: routes.signIn.label, href: routes.signIn.path },
    signUp: { label: routes.signUp.label, href: routes.signUp.path },
    profile: { href: routes.profile.path },
  },
} as const;

/**
 * The share image app/opengraph-image.tsx generates. A page that sets its own `openGraph`
 * replaces the root's, file-based image included, so pages name it explicitly.
 */
export const defaultShareImage = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.headline}`,
} as const;

export type PageMetadataInput = {
  /** The page's own title; the root layout's template prefixes the brand abbreviation. */
  title: string;
  description?: string;
  /** The page's path, e.g. '/aboutus'; becomes the canonical URL and og:url. */
  path: string;
  keywords?: string[];
  /** Share image path or URL; defaults to the site's Open Graph image when omitted. */
  image?: string;
  /** What the share image shows, for those who cannot see it; defaults to the page's title. */
  imageAlt?: string;
};

/**
 * Metadata for a public page: title (prefixed by the root template), description, keywords,
 * canonical URL, and Open Graph / Twitter summary. Next merges metadata objects shallowly, so a
 * page that sets `openGraph` itself would drop the site-wide fields; this helper repeats them.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const description = input.description ?? site.description;
  const fullTitle = `${site.abbreviation} | ${input.title}`;
  const images = [
    input.image ? { url: input.image, alt: input.imageAlt ?? input.title } : defaultShareImage,
  ];
  return {
    title: input.title,
    description,
    keywords: input.keywords ?? [...site.keywords],
    alternates: { canonical: input.path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: site.locale,
      url: input.path,
      title: fullTitle,
      description,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: images.map(({ url, alt }) => ({ url, alt })),
    },
  };
}
