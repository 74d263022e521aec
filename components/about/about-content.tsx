import type { ComponentType, SVGProps } from 'react';

import { site } from '@/lib/site';

import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import {
  CheckCircleIcon,
  ClockIcon,
  CompassIcon,
  LayersIcon,
  LiveSessionIcon,
  ScanIcon,
  SparkIcon,
  TargetIcon,
  VideoLibraryIcon,
} from '@/components/ui/feature-icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
type CardSection = { id: string; title: string; icon: Icon; body: string };

/** Sections 5–10 of About Us, in the spec's order. */
const practiceSections: CardSection[] = [
  {
    id: 'regular-viva-sessions',
    title: 'Regular VIVA Sessions',
    icon: LiveSessionIcon,
    body: 'Live viva sessions run every week. You present cases to a consultant radiologist exactly as you would in the exam and get immediate, personal feedback on your observations, your differential and the way you communicate them. Regular practice turns a nerve-racking experience into a familiar one.',
  },
  {
    id: 'viva-component-mastery',
    title: 'VIVA Component Mastery',
    icon: TargetIcon,
    body: 'The viva tests more than recognition. We teach a repeatable approach to every case: describe systematically, commit to the key finding, offer a focused differential and say what you would do next. You learn to handle prompts, recover from a wrong turn and use your minutes well.',
  },
  {
    id: 'comprehensive-practice',
    title: 'Comprehensive Practice with VIVA Videos',
    icon: VideoLibraryIcon,
    body: 'The video library spans the subspecialties: chest, abdomen, neuro, musculoskeletal, paediatrics, head and neck and more. Each case is presented the way it would be in the exam room and ends with the points an examiner wants to hear, so you can practise anywhere, as often as you like.',
  },
  {
    id: 'strategic-case-selection',
    title: 'Strategic Case Selection',
    icon: CompassIcon,
    body: 'Not every case is equally likely. We concentrate on the conditions that come up again and again in the viva, the classic diagnoses you should recognise at a glance and the dangerous findings you must never miss, so your preparation time goes where it counts.',
  },
  {
    id: 'frcr-longs',
    title: 'Additional Benefits for FRCR LONGS',
    icon: LayersIcon,
    body: 'The same habits carry over to the LONGS: a systematic review, findings put in order of importance and a clear, committed conclusion. Our study materials and interactive lectures cover the LONGS component too, so one subscription prepares you for both.',
  },
  {
    id: 'flexible-learning',
    title: 'Flexible Learning',
    icon: ClockIcon,
    body: 'Preparing alongside a full clinical rota is hard. Watch a case between lists, try a few shorts on the commute, join a live session in the evening and catch up on any class you miss from its recording. Learn at your own pace, on any device.',
  },
];

const platformPoints = [
  'Viva case video library',
  'Shorts with model answers',
  'Weekly live viva sessions',
  'Recorded classes and study materials',
];

/** The ten About Us sections in the spec's order, each a landmark with its own h2. */
export function AboutContent() {
  return (
    <>
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16">
        <section aria-labelledby="revolutionizing">
          <p className="text-sm font-bold tracking-[0.2em] text-brand-700 uppercase">Our story</p>
          <h2
            id="revolutionizing"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Revolutionizing FRCR 2B Success
          </h2>
          <p className="mt-5 text-lg leading-8 text-slate-600">
            The FRCR 2B is the last step between you and a consultant career in clinical radiology,
            and the viva is where many strong candidates stumble: not for lack of knowledge, but
            because presenting a case under pressure is a skill of its own. {site.name} was created
            to teach that skill, with real viva cases, structured model answers and regular practice
            in front of experienced consultant radiologists, so that on the day you sound like the
            radiologist you already are.
          </p>
        </section>
        <section
          aria-labelledby="educational-platform"
          className="rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-10"
        >
          <h2 id="educational-platform" className="text-2xl font-bold text-slate-900">
            Educational Platform for FRCR 2B
          </h2>
          <p className="mt-4 leading-7 text-slate-700">
            Everything you need for the viva sits in one place, so you no longer have to piece your
            preparation together from scattered question banks, group chats and last-minute courses.
          </p>
          <ul className="mt-6 space-y-3">
            {platformPoints.map((point) => (
              <li key={point} className="flex items-center gap-3 font-medium text-slate-800">
                <CheckCircleIcon className="size-5 shrink-0 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
        </section>
      </Container>

      <Container className="pb-16 sm:pb-20">
        <section
          aria-labelledby="future-of-frcr"
          className="grid gap-6 rounded-3xl border border-slate-200 p-8 sm:grid-cols-[auto_1fr] sm:p-10"
        >
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-900 text-white">
            <ScanIcon className="size-7" />
          </span>
          <div>
            <h2 id="future-of-frcr" className="text-2xl font-bold text-slate-900">
              Future of FRCR Exam
            </h2>
            <p className="mt-3 leading-7 text-slate-600">
              The FRCR examinations keep evolving, and so do we. Case mix, image quality and the
              style of questioning change over time; our content is reviewed and extended regularly,
              so you practise on the kind of cases and the kind of questioning you will actually
              meet.
            </p>
          </div>
        </section>
      </Container>

      <section
        aria-labelledby="goal"
        className="bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 py-16 text-white sm:py-20"
      >
        <Container className="text-center">
          <SparkIcon className="mx-auto size-10 text-brand-200" />
          <h2 id="goal" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Goal: Pass FRCR 2B with Ease
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">
            Our goal is simple: that you walk into the viva calm, structured and ready, and walk out
            with a pass. Every video, short and live session is built around that one outcome.
          </p>
        </Container>
      </section>

      <Container className="py-16 sm:py-24">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {practiceSections.map(({ id, title, icon: Icon, body }) => (
            <section
              key={id}
              aria-labelledby={id}
              className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <h2 id={id} className="mt-5 text-xl font-bold text-slate-900">
                {title}
              </h2>
              <p className="mt-3 leading-7 text-slate-600">{body}</p>
            </section>
          ))}
        </div>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/video" size="lg">
            Watch viva videos
          </ButtonLink>
          <ButtonLink href="/shorts" size="lg" variant="outline">
            Try the shorts
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
