import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import {
  CalendarIcon,
  LiveSessionIcon,
  ResourcesIcon,
  ShortsIcon,
  VideoLibraryIcon,
  LayersIcon,
} from '@/components/ui/feature-icons';

import { SectionHeading } from './section-heading';

const offers = [
  {
    icon: VideoLibraryIcon,
    title: 'Viva case video library',
    text: 'A large library of viva cases, each talked through the way examiners expect you to present it.',
  },
  {
    icon: ShortsIcon,
    title: 'Shorts with model answers',
    text: 'Quick image-based cases: commit to an answer, then reveal the model answer and compare.',
  },
  {
    icon: LiveSessionIcon,
    title: 'Weekly viva sessions',
    text: 'Live mock vivas with consultant radiologists and personalised feedback on your technique.',
  },
  {
    icon: CalendarIcon,
    title: 'Recorded classes',
    text: 'Missed a class? Every recording stays available so you can revise at your own pace.',
  },
  {
    icon: LayersIcon,
    title: 'LONGS component',
    text: 'Study materials and interactive lectures that prepare you for the LONGS as well.',
  },
  {
    icon: ResourcesIcon,
    title: 'Study materials',
    text: 'Structured notes and checklists that turn your reading into a viva-ready approach.',
  },
];

/** The home page's About section, with Learn More leading to the About Us page. */
export function HomeAbout() {
  return (
    <section aria-labelledby="home-about" className="py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id="home-about"
            eyebrow="About Us"
            title="Revolutionising FRCR 2B preparation"
            align="left"
          />
          <p className="mt-5 text-lg leading-8 text-slate-600">
            The FRCR 2B viva rewards a calm, systematic approach as much as knowledge. We built a
            platform around exactly that: real cases, the way they are shown in the exam room, and
            regular practice with people who know what examiners look for. Candidates preparing for
            UK radiology posts use it to turn what they know into confident answers.
          </p>
          <ButtonLink href="/aboutus" variant="primary" size="lg" className="mt-8">
            Learn More<span className="sr-only"> about us</span>
          </ButtonLink>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {offers.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 font-bold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
