import type { StreamAnswer } from '@/lib/calls/stream';
import { signedInFileRoute } from '@/lib/security/file-route';

import { getStudentSignIn, type StudentSignIn } from './student-sign-in';

/** A file only its student may see (a paper's image, a viva room's): signedInFileRoute for students. */
export const studentFileRoute = (
  names: RegExp,
  read: (id: number, name: string, signIn: StudentSignIn) => Promise<StreamAnswer>,
) => signedInFileRoute(getStudentSignIn, names, read);
