import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/ui/intent-link';
import { notFound } from 'next/navigation';

import { PAPER_KIND_LABELS } from '@/lib/practice/format';
import { loadPaper } from '@/lib/practice/loaders';
import { routes } from '@/lib/routes';
import { idFromUrl } from '@/lib/url-ids';

import { PaperReview } from '@/components/practice/paper-review';
import { PaperScreen } from '@/components/practice/paper-screen';
import { Container } from '@/components/ui/container';

export const metadata: Metadata = {
  title: 'Practice paper',
  robots: { index: false },
};

type Props = { params: Promise<{ id: string }> };

/** A paper while it runs, and its review once it has ended; the server decides which. */
export default async function PracticePaperPage({ params }: Props) {
  const paperId = idFromUrl((await params).id, { canonical: true });
  if (paperId === null) notFound();
  const paper = await loadPaper(paperId);
  return (
    <Container className="py-6 sm:py-8">
      <div className="mb-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{PAPER_KIND_LABELS[paper.kind]}</h1>
        <Link
          href={routes.practice.path}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Back to practice
        </Link>
      </div>
      {paper.closedAt ? <PaperReview paper={paper} /> : <PaperScreen paper={paper} />}
    </Container>
  );
}
