import type { Metadata } from 'next';

import { loadCoverage } from '@/lib/practice/loaders';
import { coverageMessages as say } from '@/lib/practice/texts';
import { routes } from '@/lib/routes';

import {
  ModalityCoverageTable,
  RegionCoverageList,
  SystemCoverageTable,
} from '@/components/practice/coverage-areas';
import { CoverageChart } from '@/components/practice/coverage-chart';
import { CoverageNotCovered } from '@/components/practice/coverage-not-covered';
import { CoverageWeakest } from '@/components/practice/coverage-weakest';
import { ExamPlanForm } from '@/components/practice/exam-plan-form';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = {
  title: say.title,
  robots: { index: false },
};

export default async function CoveragePage() {
  const view = await loadCoverage();
  return (
    <>
      <BreadcrumbBanner
        title={say.title}
        items={[
          { label: 'Home', href: '/' },
          { label: 'Practice', href: routes.practice.path },
          { label: routes.practiceCoverage.label },
        ]}
      />
      <Container className="space-y-10 py-10 sm:py-14">
        {view.status === 'found' ? <ExamPlanForm initial={view.plan} /> : null}
        {view.status === 'failed' ? (
          <p role="alert" className="text-red-700">
            {say.failed}
          </p>
        ) : view.coverage.papers.length === 0 && view.coverage.seen === 0 ? (
          <section className="max-w-2xl space-y-4">
            <h2 className="text-xl font-semibold text-slate-900">{say.emptyTitle}</h2>
            <p className="text-slate-700">{say.emptyText}</p>
            <p className="text-slate-700">{say.casesSeen(0, view.coverage.bank)}</p>
            <IntentLink href={routes.practice.path} className={buttonClasses()}>
              {say.startPractice}
            </IntentLink>
          </section>
        ) : (
          <>
            <p className="max-w-3xl text-slate-700">
              {say.intro} {say.casesSeen(view.coverage.seen, view.coverage.bank)}
            </p>
            <div className="grid gap-10 lg:grid-cols-2">
              <CoverageNotCovered notSeen={view.coverage.notSeen} />
              <CoverageWeakest weakest={view.coverage.weakest} />
            </div>
            <div className="overflow-x-auto">
              <SystemCoverageTable systems={view.coverage.systems} />
            </div>
            <div className="overflow-x-auto">
              <ModalityCoverageTable modalities={view.coverage.modalities} />
            </div>
            <RegionCoverageList regions={view.coverage.regions} />
            <section aria-labelledby="coverage-papers" className="space-y-3">
              <h2 id="coverage-papers" className="text-lg font-semibold text-slate-900">
                {say.papersTitle}
              </h2>
              {view.coverage.papers.length === 0 ? (
                <p className="text-sm text-slate-600">{say.papersNone}</p>
              ) : (
                <>
                  <p className="text-sm text-slate-700">
                    {say.papersTaken(
                      view.coverage.papersTaken,
                      view.coverage.papers.filter((paper) => paper.score === null).length,
                    )}
                    {view.coverage.papersTaken > view.coverage.papers.length
                      ? ` ${say.papersCharted(view.coverage.papers.length)}`
                      : null}
                  </p>
                  <CoverageChart papers={view.coverage.papers} />
                </>
              )}
            </section>
          </>
        )}
      </Container>
    </>
  );
}
