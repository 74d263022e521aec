import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { loadShortsPage } from '@/lib/content/shorts';
import { idParam, shortsPageHref } from '@/lib/content/shorts-links';
import { pageMetadata } from '@/lib/site';

import { ShortCategoryGrid } from '@/components/shorts/short-category-grid';
import { ShortsPagination, shortsPager } from '@/components/shorts/shorts-pagination';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

type Props = { searchParams: Promise<{ page?: string | string[] }> };

const description =
  'FRCR 2B short cases by subspecialty: chest, neuro, MSK, GI, paediatrics and more. Read each radiograph on screen with zoom and window tools, then compare your report with the model answer.';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = idParam((await searchParams).page) ?? 1;
  return pageMetadata({
    title: page > 1 ? `Shorts – page ${page}` : 'Shorts',
    path: shortsPageHref(page),
    description,
  });
}

/** The category grid, nine to a page; the page is in the URL (`/shorts?page=2`). */
export default async function ShortsPage({ searchParams }: Props) {
  const asked = (await searchParams).page;
  const page = idParam(asked) ?? 1;
  // One address per page: "?page=1", "?page=01" and nonsense all mean /shorts.
  if (asked !== undefined && shortsPageHref(page) !== `/shorts?page=${asked}`) {
    redirect(shortsPageHref(page));
  }
  const shorts = await loadShortsPage(page);
  if (page > shorts.pages) notFound();

  return (
    <>
      <BreadcrumbBanner
        title="Shorts"
        items={[{ label: 'Home', href: '/' }, { label: 'Shorts' }]}
      />
      <Container className="py-12 sm:py-16">
        <p className="mx-auto mb-10 max-w-3xl text-center text-lg leading-8 text-slate-600">
          Practise the short cases of the FRCR 2B viva: choose a subspecialty, read each image as
          you would in the exam, then reveal the model answer and compare it with your own report.
        </p>
        <ShortCategoryGrid categories={shorts.list} />
        <ShortsPagination pager={shortsPager(shorts.total, shorts.page, shortsPageHref)} />
      </Container>
    </>
  );
}
