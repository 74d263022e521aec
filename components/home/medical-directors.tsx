import Image from 'next/image';

import { site } from '@/lib/site';

import { Container } from '@/components/ui/container';

import { SectionHeading } from './section-heading';

/** Meet Our Medical Director: the two directors from the site configuration. */
export function MedicalDirectors() {
  return (
    <section aria-labelledby="directors" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="directors"
          eyebrow="Our team"
          title="Meet Our Medical Director"
          intro="The platform is led by two accomplished radiologists who mentor candidates through every stage of their preparation."
        />
        <ul className="mx-auto mt-12 grid max-w-4xl gap-8 sm:grid-cols-2">
          {site.directors.map((director) => (
            <li
              key={director.name}
              className="overflow-hidden rounded-2xl bg-white text-center shadow-sm ring-1 ring-slate-200"
            >
              <Image
                src={director.photo}
                alt={`Portrait of ${director.name}`}
                width={320}
                height={320}
                sizes="(min-width: 640px) 28rem, 100vw"
                className="aspect-[4/3] w-full object-cover object-top"
              />
              <div className="p-6">
                <h3 className="text-xl font-bold text-slate-900">{director.name}</h3>
                <p className="mt-1 font-semibold text-brand-700">{director.qualifications}</p>
                <p className="mt-1 text-sm text-slate-600">{director.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
