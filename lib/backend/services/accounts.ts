import { and, eq, isNull, ne } from 'drizzle-orm';

import type { Profile } from '@/lib/contract/accounts';

import { issueSessionToken, revokeToken } from '../auth/session-tokens';
import {
  assertSignInAllowed,
  clearSignInFailures,
  recordSignInFailure,
} from '../auth/sign-in-throttle';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { students, studentTokens, type Student } from '../db/schema';
import { badRequest, conflict, ServiceError, sessionEnded } from '../errors';
import { requireActor, type Handlers } from '../handler';
import { isUploadedFile, storeProfileImage } from '../media/profile-images';
import { hashPassword, verifyPassword } from '../security/password';
import { isSubscribed } from './subscription-status';

export const accountMessages = {
  registered: 'Registered Successfully',
  emailTaken: 'An account with this email already exists',
  emailTakenByOther: 'This email is already used by another account',
  signedIn: 'Login Successfully',
  badCredentials: 'Invalid email or password',
  profileFetched: 'Profile fetched successfully',
  profileUpdated: 'Profile Updated Successfully',
  passwordChanged: 'Password Changed Successfully',
  oldPasswordWrong: 'Old Password is incorrect',
  signedOut: 'Signed Out Successfully',
} as const;

// Checking a password for an address with no account costs the same scrypt run as a real one,
// so the answer's timing does not tell which addresses are registered.
let timingHash: Promise<string> | undefined;
const hashForTiming = () => (timingHash ??= hashPassword('no-account-has-this-password'));

/** A student's profile as the contract shapes it, with the current subscription flag. */
export async function loadProfile(db: Executor, studentId: number, now: Date): Promise<Profile> {
  const [student] = await db.select().from(students).where(eq(students.id, studentId)).limit(1);
  // The token resolved, so the row existed a moment ago; gone now means the account was removed.
  if (!student) throw sessionEnded();
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

export const accountHandlers: Handlers = {
  async register(input, { deps }) {
    const [existing] = await deps.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.email, input.email))
      .limit(1);
    if (existing) throw conflict(accountMessages.emailTaken);

    const profile = input.profile ? await storeProfileImage(deps.storage, input.profile) : null;
    try {
      const [created] = await deps.db
        .insert(students)
        .values({
          fullName: input.fullName,
          email: input.email,
          mobileNumber: input.mobileNumber || null,
          countryCode: input.countryCode,
          passwordHash: await hashPassword(input.password),
          profile,
        })
        .returning({ id: students.id });
      return { message: accountMessages.registered, data: { studentId: created.id } };
    } catch (error) {
      if (profile) await deps.storage.remove(profile);
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (isUniqueViolation(error, 'students_email_unique'))
        throw conflict(accountMessages.emailTaken);
      throw error;
    }
  },

  async login({ email, password }, { deps }) {
    const now = deps.now();
    await assertSignInAllowed(deps.db, email, now);
    const [student] = await deps.db
      .select({ id: students.id, passwordHash: students.passwordHash })
      .from(students)
      .where(eq(students.email, email))
      .limit(1);
    const matches = await verifyPassword(
      password,
      student ? student.passwordHash : await hashForTiming(),
    );
    if (!student || !matches) {
      await recordSignInFailure(deps.db, email, now);
      throw new ServiceError(401, accountMessages.badCredentials);
    }
    await clearSignInFailures(deps.db, email);
    const { token } = await issueSessionToken(deps.db, student.id, now);
    return { message: accountMessages.signedIn, data: { token, studentId: student.id } };
  },

  /** Always the caller's own profile: the student comes from the token, never the body. */
  async getProfile(_input, ctx) {
    const { studentId } = requireActor(ctx);
    const profile = await loadProfile(ctx.deps.db, studentId, ctx.deps.now());
    return { message: accountMessages.profileFetched, data: [profile] };
  },

  async editProfile(input, ctx) {
    const { studentId } = requireActor(ctx);
    const { db, storage } = ctx.deps;
    const [taken] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.email, input.email), ne(students.id, studentId)))
      .limit(1);
    if (taken) throw conflict(accountMessages.emailTakenByOther);

    const [before] = await db
      .select({ profile: students.profile })
      .from(students)
      .where(eq(students.id, studentId))
      .limit(1);
    if (!before) throw sessionEnded();

    const photo = input.profile ? await storeProfileImage(storage, input.profile) : undefined;
    try {
      await db
        .update(students)
        .set({
          fullName: input.fullName,
          email: input.email,
          mobileNumber: input.mobileNumber || null,
          countryCode: input.countryCode,
          ...(photo ? { profile: photo } : {}),
        })
        .where(eq(students.id, studentId));
    } catch (error) {
      if (photo) await storage.remove(photo);
      if (isUniqueViolation(error, 'students_email_unique'))
        throw conflict(accountMessages.emailTakenByOther);
      throw error;
    }
    if (photo && isUploadedFile(before.profile)) await storage.remove(before.profile);

    const profile = await loadProfile(db, studentId, ctx.deps.now());
    return { message: accountMessages.profileUpdated, data: profile };
  },

  /** Other sessions end; the one that made the change stays signed in. */
  async changePassword({ oldPassword, newPassword }, ctx) {
    const actor = requireActor(ctx);
    const { db } = ctx.deps;
    const [student] = await db
      .select({ passwordHash: students.passwordHash })
      .from(students)
      .where(eq(students.id, actor.studentId))
      .limit(1);
    if (!student) throw sessionEnded();
    if (!(await verifyPassword(oldPassword, student.passwordHash))) {
      throw badRequest(accountMessages.oldPasswordWrong);
    }
    const passwordHash = await hashPassword(newPassword);
    const now = ctx.deps.now();
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
  },

  async logout(_input, ctx) {
    const actor = requireActor(ctx);
    await revokeToken(ctx.deps.db, actor.tokenId, ctx.deps.now());
    return { message: accountMessages.signedOut, data: null };
  },
};
