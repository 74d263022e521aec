// What the account screens need without zod (some run in the browser): their texts.
import { messages } from '../calls/field-messages';

/** Students per page of the console's list. */
export const CONSOLE_STUDENTS_PAGE = 25;
/** The most rows one download of the students holds. */
export const STUDENTS_EXPORT_MAX = 50_000;
/** The longest search the console's list takes. */
export const STUDENT_SEARCH_MAX = 100;

/** What the console's people calls answer operators. */
export const consoleStudentMessages = {
  listed: 'Students fetched successfully',
  details: 'Student fetched successfully',
  notFound: 'Student not found',
  chooseStudent: 'Choose a student',
  searchTooLong: `A search is at most ${STUDENT_SEARCH_MAX} characters`,
  sayDisabled: 'Say whether the account is to be disabled',
  disabled: 'The account is disabled and every sign-in of it has ended.',
  enabled: 'The account is enabled: the student can sign in again.',
  alreadyDisabled: 'The account was already disabled.',
  alreadyEnabled: 'The account was already enabled.',
} as const;

/** What the account calls answer, success and refusal, as students read them. */
export const accountMessages = {
  registered: 'Registered Successfully',
  emailTakenByOther: 'This email is already used by another account',
  signedIn: 'Login Successfully',
  badCredentials: 'Invalid email or password',
  accountDisabled: 'This account has been disabled. Please contact us.',
  profileFetched: 'Profile fetched successfully',
  profileUpdated: 'Profile Updated Successfully',
  passwordChanged: 'Password Changed Successfully',
  oldPasswordWrong: 'Old Password is incorrect',
  signedOut: 'Signed Out Successfully',
  currentPasswordForEmail: messages.currentPasswordForEmail,
  currentPasswordWrong: messages.currentPasswordWrong,
} as const;
