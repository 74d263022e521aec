import type { Metadata } from 'next';
import { loadComments } from '@/lib/comments/loaders';
import { notFound, redirect } from 'next/navigation';

import { signInHref } from '@/lib/accounts/redirects';
import { loadCase } from '@/lib/cases/loaders';
import { caseHref, categoryHref } from '@/lib/cases/links';
import { idFromUrl } from '@/lib/url-ids';
import { caseMessages } from '@/lib/cases/calls';
import { routes } from '@/lib/routes';
import { optionalStudent } from '@/lib/accounts/request-context';
import { pageMetadata } from '@/lib/site';

import { commentDates } from '@/components/comments/comment-dates';
import { LazyCommentsSection as CommentsSection } from '@/components/comments/lazy-comments-section';
import { CaseViewer } from '@/components/cases/case-viewer';
import { CaseNavigation } from '@/components/cases/case-navigation';
import { ClinicalHeader } from '@/components/cases/clinical-header';
import { ModelAnswer } from '@/components/cases/model-answer';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

type Props = { searchParams: Promise<{ case?: string | string[] }> };

async function caseFor(searchParams: Props['searchParams']) {
  const caseId = idFromUrl((await searchParams).case);
  // The spec's cookie hand-off is not needed: without a case in the URL, choose one.
  if (!caseId) redirect(routes.caseCategories.path);
  const found = await loadCase(caseId);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { theCase, category, position, total } = await caseFor(searchParams);
  return pageMetadata({
    title: `${theCase.name} – ${caseMessages.categoryTitle(category.name)}`,
    path: caseHref(theCase.subshortId),
    description: `FRCR 2B ${category.name} short case ${position} of ${total}: ${theCase.name}. Read the image with zoom, pan and window tools, report it aloud, then compare with the model answer.`,
    image: theCase.image,
  });
}

/**
 * One case (`/subshortsdetails?case=12`): the image in the viewer, the model answer on request
 * for signed-in students (never in this page's HTML), and the comments.
 */
export default async function CasePage({ searchParams }: Props) {
  const item = await caseFor(searchParams);
  const { theCase, category } = item;
  const { student } = await optionalStudent();
  const comments = await loadComments({ caseId: theCase.subshortId });
  const categoryTitle = caseMessages.categoryTitle(category.name);
  const signIn = signInHref('subshortsdetails', theCase.subshortId);

  return (
    <>
      <BreadcrumbBanner
        title={theCase.name}
        subtitle={categoryTitle}
        items={[
          { label: 'Home', href: '/' },
          { label: 'Shorts', href: routes.caseCategories.path },
          { label: categoryTitle, href: categoryHref(category.categoryId) },
          { label: theCase.name },
        ]}
      />
      <Container className="py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-label="Case image" className="min-w-0">
            <CaseViewer
              images={item.series.length > 0 ? item.series : [theCase.image]}
              manifest={item.manifest}
              alt={`${category.name} short case: ${theCase.name}`}
            />
          </section>
          <aside className="space-y-6">
            {item.header ? <ClinicalHeader header={item.header} /> : null}
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <h2 className="text-lg font-bold text-slate-900">Report it first</h2>
              <p className="mt-2 mb-5 text-slate-600">
                Present the image aloud as you would to the examiners: the findings, the most likely
                diagnosis and differential, and what you would do next. Then compare.
              </p>
              <ModelAnswer
                categoryId={category.categoryId}
                caseId={theCase.subshortId}
                signedIn={student !== null}
                signInHref={signIn}
              />
            </div>
            <CaseNavigation item={item} />
          </aside>
        </div>
        <div className="mt-14 max-w-3xl">
          <CommentsSection
            target={{ type: 'SHORT', caseId: theCase.subshortId }}
            initial={comments}
            dates={commentDates(comments?.list ?? [])}
            viewerId={student?.studentId ?? null}
            signInHref={signIn}
          />
        </div>
      </Container>
    </>
  );
}
