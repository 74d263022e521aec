import { site } from '@/lib/site';

import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

// A placeholder home page for the site shell; the full home page replaces this file.

const offers = [
  {
    title: 'Viva case video library',
    text: 'A large library of FRCR 2B viva cases, each talked through the way an examiner expects, so you learn to present findings with structure and confidence.',
  },
  {
    title: 'Shorts with model answers',
    text: 'Image-based short cases for quick daily practice. Commit to your answer, then reveal the model answer and compare.',
  },
  {
    title: 'Weekly live viva sessions',
    text: 'Regular mock viva sessions with personalised feedback, plus recorded classes you can revisit whenever you need them.',
  },
  {
    title: 'Coverage of the LONGS',
    text: 'Study materials and interactive lectures that also prepare you for the LONGS component of the exam.',
  },
];

const reasons = [
  {
    title: 'Expert Guidance',
    text: 'Learn from accomplished consultant radiologists who have mentored many candidates through the FRCR 2B.',
  },
  {
    title: 'Tailored Learning Resources',
    text: 'Videos, shorts and live sessions chosen to cover the cases that come up again and again in the viva.',
  },
  {
    title: 'A Proven Track Record',
    text: 'Candidates preparing for UK radiology posts have used our sessions to pass the viva with ease.',
  },
];

export default function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-slate-50">
        <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="text-sm font-bold tracking-[0.2em] text-brand-700">{site.tagline}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {site.welcome}
            </h1>
            <p className="mt-3 text-xl font-semibold text-brand-800">{site.headline}</p>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-600">
              Everything you need to pass the FRCR 2B viva in one place: viva case videos, short
              image cases with model answers, weekly live sessions with feedback and recorded
              classes, led by two experienced radiologists.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/signup" size="lg">
                Get Started
              </ButtonLink>
              <ButtonLink href="/aboutus" size="lg" variant="outline">
                Learn More
              </ButtonLink>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {offers.map((offer) => (
              <li
                key={offer.title}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h2 className="font-bold text-slate-900">{offer.title}</h2>
                <p className="mt-2 text-sm leading-6 text-slate-600">{offer.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="why-choose" className="py-16 sm:py-24">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="why-choose" className="text-3xl font-extrabold tracking-tight text-slate-900">
              Why Choose {site.name}
            </h2>
            <p className="mt-4 text-slate-600">
              Preparation built around how the viva is actually examined, so your practice time goes
              where it counts.
            </p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {reasons.map((reason) => (
              <li key={reason.title} className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <h3 className="text-lg font-bold text-brand-800">{reason.title}</h3>
                <p className="mt-3 leading-7 text-slate-600">{reason.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="directors" className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <h2
            id="directors"
            className="text-center text-3xl font-extrabold tracking-tight text-slate-900"
          >
            Meet Our Medical Directors
          </h2>
          <ul className="mx-auto mt-10 grid max-w-3xl gap-6 sm:grid-cols-2">
            {site.directors.map((director) => (
              <li
                key={director.name}
                className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
              >
                <p className="text-lg font-bold text-slate-900">{director.name}</p>
                <p className="mt-1 text-sm font-semibold text-brand-700">
                  {director.qualifications}
                </p>
                <p className="mt-1 text-sm text-slate-500">{director.role}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
