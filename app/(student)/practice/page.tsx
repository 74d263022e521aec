import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/ui/intent-link';

import { paperHref } from '@/lib/practice/links';
import { loadPracticeOverview } from '@/lib/practice/loaders';
import { formatScore, formatWhen, PAPER_KIND_LABELS, studyLabel } from '@/lib/practice/format';
import { CASE_MARK_LABELS, PAPER_SHAPES } from '@/lib/practice/rules';
import { practiceMessages } from '@/lib/practice/texts';
import { routes } from '@/lib/routes';
import { vivaTexts } from '@/lib/viva-rooms/texts';

import { StartPaperButton } from '@/components/practice/start-paper-button';
import { OpenVivaRoomButton } from '@/components/viva-rooms/open-room-button';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export const metadata: Metadata = {
  title: practiceMessages.pageTitle,
  robots: { index: false },
};

const papers = [
  {
    kind: 'short',
    title: 'Short cases',
    about:
      'Plain radiographs, one per screen with its clinical header: write a short report and the next step. Chest and bones in the exam’s mix, children and normal films included.',
  },
  {
    kind: 'long',
    title: 'Long cases',
    about:
      'CT, MR, ultrasound and nuclear medicine, scrolled as series, each answered in observations, interpretation, principal diagnosis, differential and further management.',
  },
  {
    kind: 'oral',
    title: 'Oral station',
    about:
      'Six cases, five minutes each: present each case aloud (and, if you like, record yourself), then score it in the four domains the examiners use.',
  },
] as const;

const shapeText = ({ cases, minutes }: { cases: number; minutes: number }) =>
  `${cases} cases in ${minutes} minutes`;

export default async function PracticePage() {
  const overview = await loadPracticeOverview();
  const running = overview.papers.find((paper) => paper.closedAt === null);
  return (
    <>
      <BreadcrumbBanner
        title={practiceMessages.pageTitle}
        items={[{ label: 'Home', href: '/' }, { label: 'Practice' }]}
      />
      <Container className="space-y-12 py-10 sm:py-14">
        {running ? (
          <section
            aria-labelledby="running-heading"
            className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
          >
            <h2 id="running-heading" className="text-lg font-semibold text-brand-900">
              You have a paper running
            </h2>
            <p className="mt-1 text-slate-700">
              {PAPER_KIND_LABELS[running.kind]}, started {formatWhen(running.startedAt)}; its clock
              keeps running while you are away.
            </p>
            <Link
              href={paperHref(running.paperId)}
              className={buttonClasses({ className: 'mt-3' })}
            >
              Return to the paper
            </Link>
          </section>
        ) : null}

        <section aria-labelledby="papers-heading">
          <h2 id="papers-heading" className="text-2xl font-bold text-slate-900">
            Start a paper
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">
            Papers run on the exam’s clock: the countdown is the server’s, answers save as you type,
            and the paper closes itself at the end. The model answers appear once it has ended, for
            you to mark yourself. Long cases open in the exam’s viewer, with its tools and keys:{' '}
            <Link
              href={routes.beforeYourExam.path}
              className="font-semibold text-brand-700 underline"
            >
              before your exam
            </Link>
            , learn them.
          </p>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {papers.map((paper) => {
              const shapes = PAPER_SHAPES[paper.kind];
              return (
                <li
                  key={paper.kind}
                  className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                >
                  <h3 className="text-lg font-semibold text-slate-900">{paper.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{paper.about}</p>
                  <div className="mt-5 flex flex-wrap gap-3">
                    {shapes.full ? (
                      <StartPaperButton
                        start={{ kind: paper.kind, length: 'full' }}
                        label={`Start: ${shapeText(shapes.full)}`}
                      />
                    ) : null}
                    {shapes.brief ? (
                      <StartPaperButton
                        variant="outline"
                        start={{ kind: paper.kind, length: 'brief' }}
                        label={`Start: ${shapeText(shapes.brief)}`}
                      />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {!overview.subscribed ? (
            <p className="mt-4 text-sm text-slate-600">
              Papers are part of every subscription.{' '}
              <Link
                href={routes.subscription.path}
                className="font-semibold text-brand-700 underline"
              >
                See the plans
              </Link>
              .
            </p>
          ) : null}
        </section>

        <section aria-labelledby="viva-heading">
          <h2 id="viva-heading" className="text-2xl font-bold text-slate-900">
            {vivaTexts.openHeading}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">{vivaTexts.openIntro}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <OpenVivaRoomButton length="full" />
            <OpenVivaRoomButton length="brief" />
          </div>
        </section>

        <section aria-labelledby="due-heading">
          <h2 id="due-heading" className="text-2xl font-bold text-slate-900">
            Due for review
          </h2>
          {overview.dueCount === 0 ? (
            <p className="mt-2 text-slate-600">
              Nothing is due today. Each case you mark after a paper comes back here when it is time
              to see it again.
            </p>
          ) : (
            <>
              <p className="mt-2 text-slate-600">
                {overview.dueCount} {overview.dueCount === 1 ? 'case is' : 'cases are'} due today. A
                review is one case on the clock, marked as after a paper.
                {running ? ' They are listed here once your paper has ended.' : null}
              </p>
              {overview.due.length > 0 ? (
                <ul className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
                  {overview.due.map((item) => (
                    <li
                      key={item.caseId}
                      className="flex flex-wrap items-center justify-between gap-3 p-4"
                    >
                      <div>
                        <p className="font-medium text-slate-900">{studyLabel(item)}</p>
                        <p className="text-sm text-slate-600">
                          Last marked {CASE_MARK_LABELS[item.lastMark].toLowerCase()}; due{' '}
                          {formatWhen(item.due)}
                        </p>
                      </div>
                      <StartPaperButton
                        variant="outline"
                        start={{ review: item.caseId }}
                        label="Review this case"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </section>

        <section aria-labelledby="past-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="past-heading" className="text-2xl font-bold text-slate-900">
              Your papers
            </h2>
            <Link
              href={routes.practiceCoverage.path}
              className="font-semibold text-brand-700 underline"
            >
              Coverage and readiness
            </Link>
          </div>
          {overview.papers.length === 0 ? (
            <p className="mt-2 text-slate-600">Papers you take are listed here with your marks.</p>
          ) : (
            <table className="mt-4 w-full overflow-hidden rounded-2xl bg-white text-left text-sm ring-1 ring-slate-200">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="p-3">
                    Paper
                  </th>
                  <th scope="col" className="p-3">
                    Started
                  </th>
                  <th scope="col" className="p-3">
                    Cases marked
                  </th>
                  <th scope="col" className="p-3">
                    Score
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {overview.papers.map((paper) => (
                  <tr key={paper.paperId}>
                    <td className="p-3">
                      <Link
                        href={paperHref(paper.paperId)}
                        className="font-semibold text-brand-700 underline"
                      >
                        {PAPER_KIND_LABELS[paper.kind]}
                      </Link>
                      {paper.closedAt === null ? ' (running)' : ''}
                    </td>
                    <td className="p-3">{formatWhen(paper.startedAt)}</td>
                    <td className="p-3">
                      {paper.marked} of {paper.cases}
                    </td>
                    <td className="p-3">{formatScore(paper.score)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </Container>
    </>
  );
}
