import { studentFileRoute } from '@/lib/accounts/student-file-route';
import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { practiceCalls } from '@/lib/practice/calls';
import { PAPER_IMAGE_NAME } from '@/lib/practice/links';

const api = gatewayFor(practiceCalls);

/**
 * One of a paper's images at its name in the paper (docs/practice.md, "The films' addresses"), to
 * the student whose paper it is.
 */
export const GET = studentFileRoute(PAPER_IMAGE_NAME, (paperId, name, session) =>
  api.paperImage({ paperId, name }, WHOLE_FILE, session),
);

export const dynamic = 'force-dynamic';
