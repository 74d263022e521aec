import { pageMetadata, site } from '@/lib/site';

import { LazyContactForm as ContactForm } from '@/components/contact/lazy-contact-form';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';
import { MailIcon, YouTubeIcon } from '@/components/ui/icons';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Contact Us',
  path: '/contactus',
  description: `Contact ${site.name}: questions about FRCR 2B viva preparation, subscription plans, live sessions or your account. Write to ${site.contact.enquiry} or send us a message.`,
});

const addresses = [
  { label: 'Admin', email: site.contact.admin, note: 'Accounts, payments and technical help' },
  {
    label: 'Enquiries',
    email: site.contact.enquiry,
    note: 'Plans, live sessions and anything else',
  },
];

export default function ContactUsPage() {
  const channel = site.social.videoChannel;
  return (
    <>
      <BreadcrumbBanner
        title="Contact Us"
        items={[{ label: 'Home', href: '/' }, { label: 'Contact Us' }]}
      />
      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <section aria-labelledby="about-platform">
          <p className="text-sm font-bold tracking-[0.2em] text-brand-700 uppercase">
            {site.tagline}
          </p>
          <h2
            id="about-platform"
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900"
          >
            {site.headline}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            {site.name} helps radiologists prepare for the FRCR 2B viva: a library of viva case
            videos, image-based shorts with model answers, weekly live viva sessions with
            personalised feedback and recorded classes, with coverage of the LONGS too. Questions
            about a plan, a session or your account? We are happy to help.
          </p>

          <ul className="mt-8 space-y-4">
            {addresses.map((address) => (
              <li
                key={address.email}
                className="flex items-start gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <MailIcon className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900">{address.label}</p>
                  <a
                    href={`mailto:${address.email}`}
                    className="rounded-sm font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
                  >
                    {address.email}
                  </a>
                  <p className="mt-1 text-sm text-slate-600">{address.note}</p>
                </div>
              </li>
            ))}
            <li className="flex items-start gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-slate-900 text-white">
                <YouTubeIcon className="size-5" />
              </span>
              <div>
                <p className="text-sm font-semibold text-slate-900">Video channel</p>
                <a
                  href={channel.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Watch us on {channel.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </li>
          </ul>
        </section>

        <section
          aria-labelledby="send-message"
          className="self-start rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10"
        >
          <h2 id="send-message" className="text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
          <noscript>
            <p className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              Sending this form needs JavaScript. You can also write to us at{' '}
              <a href={`mailto:${site.contact.enquiry}`} className="font-semibold underline">
                {site.contact.enquiry}
              </a>
              .
            </p>
          </noscript>
        </section>
      </Container>
    </>
  );
}
