import type { StreamAnswer } from '@/lib/calls/stream';
import { signedInFileRoute } from '@/lib/security/file-route';

import { getStudentSession, type StudentSession } from './student-session';

/** A file only its student may see (a paper's image, a viva room's): signedInFileRoute for students. */
export const studentFileRoute = (
  names: RegExp,
  read: (id: number, name: string, session: StudentSession) => Promise<StreamAnswer>,
) => signedInFileRoute(getStudentSession, names, read);
