import { site } from '@/lib/site';

import { Container } from '@/components/ui/container';
import { GuidanceIcon, ResourcesIcon, TrophyIcon } from '@/components/ui/feature-icons';

const reasons = [
  {
    icon: GuidanceIcon,
    title: 'Expert Guidance',
    text: 'Learn from accomplished consultant radiologists who have mentored many candidates through the FRCR 2B and know how the viva is examined.',
  },
  {
    icon: ResourcesIcon,
    title: 'Tailored Learning Resources',
    text: 'Videos, shorts and live sessions chosen to cover the cases that come up again and again, so your practice time goes where it counts.',
  },
  {
    icon: TrophyIcon,
    title: 'A Proven Track Record',
    text: 'Candidates preparing for UK radiology posts have used our sessions and feedback to walk into the viva prepared and pass with ease.',
  },
];

/** Why Choose: three cards. */
export function WhyChoose() {
  return (
    <section
      aria-labelledby="why-choose"
      className="bg-gradient-to-br from-brand-950 via-brand-900 to-slate-900 py-16 text-white sm:py-24"
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-[0.2em] text-brand-200 uppercase">Why us</p>
          <h2 id="why-choose" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Why Choose {site.name}
          </h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">
            Preparation built around how the viva is actually examined.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white/5 p-7 ring-1 ring-white/15">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white text-brand-700">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{title}</h3>
              <p className="mt-3 leading-7 text-slate-200">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
