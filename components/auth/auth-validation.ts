import { zodResolver } from '@hookform/resolvers/zod';

import {
  forgotPasswordSchema,
  loginSchema,
  registerFields,
  resetPasswordSchema,
  withConfirmation,
} from '@/lib/contract/accounts';

/*
 * The account forms' validation: the contract's schemas, so the forms say what the API would.
 * A chunk of its own, loaded when a form is first used (components/ui/form/lazy-resolver.ts).
 */

/** Sign Up's fields; the photo is held outside the form (a File is not a form value). */
export const signUpSchema = withConfirmation(registerFields.omit({ profile: true }));

export const signInResolver = zodResolver(loginSchema);
export const signUpResolver = zodResolver(signUpSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
