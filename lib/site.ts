import type { Metadata } from 'next';

/**
 * Site configuration: the brand, contact addresses, people and menus. Components read everything
 * brand-specific from here, so a rebrand or a new address is a change to this file only.
 */

export type NavItem = {
  label: string;
  href: string;
  /**
   * How the item decides it is active (see lib/navigation.ts):
   * - 'section' (default): the path equals href or lies below it (/video, /video/abc);
   * - 'prefix': the path merely starts with href (/session marks /session-details/… too).
   */
  match?: 'section' | 'prefix';
  /** Further paths whose sections also mark this item (the shorts sub-pages mark Shorts). */
  alsoActiveOn?: readonly string[];
};

export type FooterLink = { label: string; href: string };
export type FooterLinkGroup = { title: string; links: readonly FooterLink[] };

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
  /** Page titles read "<abbreviation> | <page title>" (spec 000 §2). */
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
  nav: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/aboutus' },
    { label: 'Videos', href: '/video' },
    { label: 'Subscription', href: '/subscription', alsoActiveOn: ['/subscriptionpayment'] },
    { label: 'Shorts', href: '/shorts', alsoActiveOn: ['/subshorts', '/subshortsdetails'] },
    { label: 'Sessions', href: '/session', match: 'prefix' },
  ] satisfies readonly NavItem[],
  auth: {
    signIn: { label: 'Sign In', href: '/signin' },
    signUp: { label: 'Sign Up', href: '/signup' },
    profile: { href: '/profile' },
  },
  footer: [
    {
      title: 'Quick Links',
      links: [
        { label: 'Home', href: '/' },
        { label: 'About Us', href: '/aboutus' },
        { label: 'Videos', href: '/video' },
        { label: 'Shorts', href: '/shorts' },
        { label: 'Subscription', href: '/subscription' },
        { label: 'Sessions', href: '/session' },
      ],
    },
    {
      title: 'Important Links',
      links: [
        { label: 'Privacy Policy', href: '/privacypolicy' },
        { label: 'Terms & Conditions', href: '/termsandconditions' },
        { label: 'Cancellation & Refund Policy', href: '/cancellationandrefundpolicy' },
        { label: 'Contact Us', href: '/contactus' },
      ],
    },
  ] satisfies readonly FooterLinkGroup[],
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
};

/**
 * Metadata for a public page: title (prefixed by the root template), description, keywords,
 * canonical URL, and Open Graph / Twitter summary. Next merges metadata objects shallowly, so a
 * page that sets `openGraph` itself would drop the site-wide fields; this helper repeats them.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const description = input.description ?? site.description;
  const fullTitle = `${site.abbreviation} | ${input.title}`;
  const images = [input.image ? { url: input.image } : defaultShareImage];
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
      images: images.map((i) => i.url),
    },
  };
}
