import { and, eq, isNull, ne } from 'drizzle-orm';

import { accountMessages, type Profile } from '@/lib/accounts/calls';

import { issueSignInToken, revokeToken } from './sign-in-tokens';
import { isKnownDevice, rememberDevice } from './known-devices';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-throttle';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { students, studentTokens, type Student } from '../db/schema';
import { badRequest, conflict, ServiceError, signInEnded } from '../calls/service-error';
import { queueMail } from '../mail/mail-queue';
import type { Service } from '../calls/service';
import { storeProfileImage } from './profile-images';
import { isUploadedFile } from '../storage/images';
import { hashPassword, verifyPassword } from './password';
import { isSubscribed } from '../plans/subscription-status';
import { refusedStudentEmails } from '../deployment';
import type { accountCalls } from './calls';

export const EMAIL_CHANGED_SUBJECT = 'Your FRCR Viva sign-in email was changed';

// Checking a password for an address with no account costs the same scrypt run as a real one,
// so the answer's timing does not tell which addresses are registered.
let timingHash: Promise<string> | undefined;
const hashForTiming = () => (timingHash ??= hashPassword('no-account-has-this-password'));

/** A student's profile as the call shapes it, with the current subscription flag. */
async function loadProfile(db: Executor, studentId: number, now: Date): Promise<Profile> {
  const [student] = await db.select().from(students).where(eq(students.id, studentId)).limit(1);
  // The token resolved, so the row existed a moment ago; gone now means the account was removed.
  if (!student) throw signInEnded();
  return toProfile(student, (await isSubscribed(db, studentId, now)) ? 1 : 0);
}

function toProfile(student: Student, isSubscribe: number): Profile {
  return {
    studentId: student.id,
    fullName: student.fullName,
    email: student.email,
    mobileNumber: student.mobileNumber ?? '',
    countryCode: student.countryCode,
    profile: student.profile,
    isSubscribe,
  };
}

export const ALREADY_REGISTERED_SUBJECT = 'You already have an FRCR Viva account';

/**
 * Creates a student account; the photo, if any, is re-encoded and stored first. An address that
 * already has an account gets the same answer after the same work, and its owner an email, so
 * sign-up does not tell anyone which addresses are registered.
 */
export const register: Service<typeof accountCalls.register> = async (deps, _actor, input) => {
  const registered = { message: accountMessages.registered, data: null };
  const profile = input.profile ? await storeProfileImage(deps.storage, input.profile) : null;
  const passwordHash = await hashPassword(input.password);
  const [existing] = await deps.db
    .select({ email: students.email, fullName: students.fullName })
    .from(students)
    .where(eq(students.email, input.email))
    .limit(1);
  const alreadyRegistered = async (owner: { email: string; fullName: string }) => {
    if (profile) await deps.storage.remove(profile);
    // One such mail an hour is all an owner needs; a visitor's sign-ups count towards the
    // address's bound (lib/mail/mail-bounds.ts), never towards what its student may cause.
    await queueMail(deps.db, alreadyRegisteredMail(owner), {
      cause: { by: 'no student', now: deps.now(), once: 'already-registered' },
    });
    return registered;
  };
  if (existing) return alreadyRegistered(existing);

  try {
    await deps.db.insert(students).values({
      fullName: input.fullName,
      email: input.email,
      mobileNumber: input.mobileNumber || null,
      countryCode: input.countryCode,
      passwordHash,
      profile,
    });
    return registered;
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'students_email_unique')) {
      return alreadyRegistered({ email: input.email, fullName: input.fullName });
    }
    if (profile) await deps.storage.remove(profile);
    throw error;
  }
};

function alreadyRegisteredMail(owner: { email: string; fullName: string }) {
  const text = [
    `Hello ${owner.fullName},`,
    '',
    'Someone, perhaps you, tried to create a new FRCR Viva account with this email address.',
    'You already have an account: sign in with your password, or choose "Forgot Password" on the',
    'Sign In page to set a new one.',
    '',
    'If this was not you, you can ignore this email; nothing about your account has changed.',
  ].join('\n');
  return { to: owner.email, subject: ALREADY_REGISTERED_SUBJECT, text };
}

/** Checks the password and issues a session token; wrong and unknown answer alike. */
export const login: Service<typeof accountCalls.login> = async (
  deps,
  _actor,
  { email, password, device },
) => {
  const now = deps.now();
  const [found] = await deps.db
    .select({
      id: students.id,
      passwordHash: students.passwordHash,
      disabledAt: students.disabledAt,
    })
    .from(students)
    .where(eq(students.email, email))
    .limit(1);
  // A public deployment treats the demo accounts the README publishes as no account at all, so
  // they answer as a wrong password does (lib/deployment.ts).
  const student = found && !refusedStudentEmails().includes(email) ? found : undefined;
  // A browser the owner has signed in from before passes the lock others' failures set.
  const known = !!student && (await isKnownDevice(deps.db, student.id, device, now));
  if (!known) await assertSignInAllowed(deps.db, email, now);
  const matches = await verifyPassword(
    password,
    student ? student.passwordHash : await hashForTiming(),
  );
  if (!student || !matches) {
    await recordSignInFailure(deps.db, email, now);
    throw new ServiceError(401, accountMessages.badCredentials);
  }
  await clearSignInFailures(deps.db, email);
  // Said only to whoever knows the password, so it tells nobody else the address has an account.
  if (student.disabledAt) {
    throw new ServiceError(403, accountMessages.accountDisabled, 'account_disabled');
  }
  const { token } = await issueSignInToken(deps.db, student.id, now);
  const key = known ? device : await rememberDevice(deps.db, student.id, now);
  return { message: accountMessages.signedIn, data: { token, studentId: student.id, device: key } };
};

/** Always the caller's own profile: the student comes from the token, never the body. */
export const getProfile: Service<typeof accountCalls.getProfile> = async (deps, { studentId }) => {
  const profile = await loadProfile(deps.db, studentId, deps.now());
  return { message: accountMessages.profileFetched, data: [profile] };
};

/**
 * Updates the caller's profile. Moving the account to another email needs the current password
 * (a stolen session alone must not be able to take the account over through password recovery),
 * and the old address is told.
 */
export const editProfile: Service<typeof accountCalls.editProfile> = async (
  deps,
  { studentId },
  input,
) => {
  const { db, storage } = deps;
  const [before] = await db
    .select({
      profile: students.profile,
      email: students.email,
      fullName: students.fullName,
      passwordHash: students.passwordHash,
    })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  if (!before) throw signInEnded();
  const emailChanges = before.email !== input.email;
  if (emailChanges) {
    if (!input.currentPassword) throw badRequest(accountMessages.currentPasswordForEmail);
    if (!(await verifyPassword(input.currentPassword, before.passwordHash))) {
      throw badRequest(accountMessages.currentPasswordWrong, 'current_password_wrong');
    }
    // Told only after the password: a stolen session alone cannot probe which addresses exist.
    const [taken] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.email, input.email), ne(students.id, studentId)))
      .limit(1);
    if (taken) throw conflict(accountMessages.emailTakenByOther);
  }

  const photo = input.profile ? await storeProfileImage(storage, input.profile) : undefined;
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(students)
        .set({
          fullName: input.fullName,
          email: input.email,
          mobileNumber: input.mobileNumber || null,
          countryCode: input.countryCode,
          ...(photo ? { profile: photo } : {}),
        })
        .where(eq(students.id, studentId));
      // The old address is told if and only if the change commits.
      if (emailChanges) {
        await queueMail(tx, emailChangedMail(before, input.email), {
          cause: { exempt: 'sign-in email changed' },
        });
      }
    });
  } catch (error) {
    if (photo) await storage.remove(photo);
    if (isUniqueViolation(error, 'students_email_unique'))
      throw conflict(accountMessages.emailTakenByOther);
    throw error;
  }
  if (photo && isUploadedFile(before.profile)) await storage.remove(before.profile);

  const profile = await loadProfile(db, studentId, deps.now());
  return { message: accountMessages.profileUpdated, data: profile };
};

function emailChangedMail(before: { email: string; fullName: string }, newEmail: string) {
  const text = [
    `Hello ${before.fullName},`,
    '',
    `The sign-in email of your FRCR Viva account was changed from ${before.email} to ${newEmail}.`,
    '',
    'If you made this change, there is nothing to do.',
    'If you did not, reply to this email or write to us at once so we can secure your account.',
  ].join('\n');
  return { to: before.email, subject: EMAIL_CHANGED_SUBJECT, text };
}

/** Changes the caller's password. Other sessions end; the one that made the change stays. */
export const changePassword: Service<typeof accountCalls.changePassword> = async (
  deps,
  actor,
  { oldPassword, newPassword },
) => {
  const { db } = deps;
  const [student] = await db
    .select({ passwordHash: students.passwordHash })
    .from(students)
    .where(eq(students.id, actor.studentId))
    .limit(1);
  if (!student) throw signInEnded();
  if (!(await verifyPassword(oldPassword, student.passwordHash))) {
    throw badRequest(accountMessages.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(newPassword);
  const now = deps.now();
  await db.transaction(async (tx) => {
    await tx.update(students).set({ passwordHash }).where(eq(students.id, actor.studentId));
    await tx
      .update(studentTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(studentTokens.studentId, actor.studentId),
          ne(studentTokens.id, actor.tokenId),
          isNull(studentTokens.revokedAt),
        ),
      );
  });
  return { message: accountMessages.passwordChanged, data: null };
};

/** Revokes the session token the call was made with. */
export const logout: Service<typeof accountCalls.logout> = async (deps, actor) => {
  await revokeToken(deps.db, actor.tokenId, deps.now());
  return { message: accountMessages.signedOut, data: null };
};
