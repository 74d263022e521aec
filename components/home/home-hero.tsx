import Image from 'next/image';

import { site } from '@/lib/site';

import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon, CheckCircleIcon } from '@/components/ui/feature-icons';

import heroImage from '@/public/images/hero-viva.svg';

const highlights = [
  'Weekly live viva sessions',
  'Model answers for every short',
  'LONGS coverage included',
];

/** The home page header: welcome heading, description, Get Started and the hero image. */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)]"
      />
      <Container className="relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-bold tracking-[0.2em] text-brand-700 shadow-sm ring-1 ring-brand-100">
            <span aria-hidden className="size-1.5 rounded-full bg-brand-600" />
            {site.tagline}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {site.welcome}
          </h1>
          <p className="mt-4 text-xl font-bold text-brand-700 sm:text-2xl">{site.headline}</p>
          <p className="mt-5 max-w-xl text-lg leading-8 text-slate-600">
            Everything you need to pass the FRCR 2B viva in one place: a large library of viva case
            videos, image-based shorts with model answers, weekly live viva sessions with
            personalised feedback and recorded classes, led by two experienced consultant
            radiologists.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/get-started" size="lg" prefetch={false}>
              Get Started
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
            <ButtonLink href="/video" size="lg" variant="outline">
              Explore the videos
            </ButtonLink>
          </div>
          <ul className="mt-8 grid gap-2 text-sm font-medium text-slate-700 sm:grid-cols-3">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckCircleIcon className="size-5 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        {/* Narrower on phones, so the welcome text stays the page's largest paint. */}
        <div className="relative mx-auto w-full max-w-64 sm:max-w-xl">
          <Image
            src={heroImage}
            alt="A chest radiograph on a reporting screen beside a model answer and a live viva session"
            priority
            sizes="(min-width: 640px) 36rem, 16rem"
            className="h-auto w-full"
          />
        </div>
      </Container>
    </section>
  );
}
