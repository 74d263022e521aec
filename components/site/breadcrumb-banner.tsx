import { Container } from '@/components/ui/container';
import { ChevronRightIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/intent-link';

type BreadcrumbItem = { label: string; href?: string };

type BreadcrumbBannerProps = {
  /** The page heading, rendered as the page's h1. */
  title: string;
  /** The trail, first to last; the last item is the current page and is not linked. */
  items: BreadcrumbItem[];
  /** An optional line under the heading (About Us shows "ONE STOP SOLUTION"). */
  subtitle?: string;
};

/** The banner at the top of inner pages: heading plus a breadcrumb trail. */
export function BreadcrumbBanner({ title, items, subtitle }: BreadcrumbBannerProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 [background-image:radial-gradient(circle_at_20%_20%,white_0,transparent_40%),radial-gradient(circle_at_80%_60%,white_0,transparent_35%)] opacity-20"
      />
      <Container className="relative py-12 text-center sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? (
          <p className="mt-2 text-sm font-semibold tracking-[0.2em] text-brand-200">{subtitle}</p>
        ) : null}
        <nav aria-label="Breadcrumb" className="mt-5">
          <ol className="inline-flex flex-wrap items-center justify-center gap-1.5 text-sm">
            {items.map((item, index) => {
              const last = index === items.length - 1;
              return (
                <li key={`${item.label}-${index}`} className="inline-flex items-center gap-1.5">
                  {index > 0 ? <ChevronRightIcon className="size-4 text-brand-200" /> : null}
                  {last ? (
                    <span aria-current="page" className="font-semibold text-white">
                      {item.label}
                    </span>
                  ) : item.href ? (
                    <IntentLink
                      href={item.href}
                      className="rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline"
                    >
                      {item.label}
                    </IntentLink>
                  ) : (
                    <span className="text-brand-100">{item.label}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </Container>
    </section>
  );
}
