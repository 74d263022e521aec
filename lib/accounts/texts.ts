// What the account screens need without zod (some run in the browser): their texts.
import { messages } from '../calls/field-messages';

/** What the account calls answer, success and refusal, as students read them. */
export const accountMessages = {
  registered: 'Registered Successfully',
  emailTakenByOther: 'This email is already used by another account',
  signedIn: 'Login Successfully',
  badCredentials: 'Invalid email or password',
  profileFetched: 'Profile fetched successfully',
  profileUpdated: 'Profile Updated Successfully',
  passwordChanged: 'Password Changed Successfully',
  oldPasswordWrong: 'Old Password is incorrect',
  signedOut: 'Signed Out Successfully',
  currentPasswordForEmail: messages.currentPasswordForEmail,
  currentPasswordWrong: messages.currentPasswordWrong,
} as const;
