/**
 * The fields' validation messages in the spec's words, in a module without zod so browser code
 * can show them without loading the schemas (lib/calls/fields.ts re-exports them).
 */
export const messages = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Invalid email',
  passwordRequired: 'Password is Required',
  passwordTooLong: 'Password cannot exceed 128 characters',
  passwordPattern:
    'Password Must Be At Least 8 Characters, Include One Uppercase Letter, One Lowercase Letter, And One Number',
  confirmPasswordRequired: 'Confirm Password is Required',
  passwordsMustMatch: 'Password and Confirm Password Must Match',
  fullNameRequired: 'Full Name is Required',
  mobileDigitsOnly: 'Mobile Must Contain Only Numbers',
  profileEmailInvalid: 'Email Must Be a Valid Email',
  oldPasswordRequired: 'Old Password is Required',
  newPasswordRequired: 'New Password is Required',
  newPasswordsMustMatch: 'Passwords Must Match',
  ratingRequired: 'Rating is required',
  websiteRatingRequired: 'Please Provide a Rating',
  descriptionRequired: 'Description is Required',
  descriptionTooLong: 'Description Cannot Exceed 1000 characters',
  commentRequired: 'Comment is required',
  commentTooLong: 'Comment must be at most 1000 characters',
  feedbackTooLong: 'Feedback must be at most 1000 characters',
  contactEmailRequired: 'Email Is Required',
  otpInvalid: 'Enter the 6-digit code sent to your email',
  imageTooLarge: 'Profile image must be 5 MB or smaller',
  currentPasswordForEmail: 'Enter your current password to change your email',
  currentPasswordWrong: 'Current Password is incorrect',
  controlCharacters: 'Text cannot contain control characters',
  nameLineBreaks: 'Full Name must be on one line',
} as const;
