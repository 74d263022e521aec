import { zodResolver } from '@hookform/resolvers/zod';

import { changePasswordSchema, editProfileSchema } from '@/lib/contract/accounts';

/*
 * The profile forms' validation: the contract's schemas, so the forms say what the API would.
 * A chunk of its own, loaded when a form is first used (components/ui/form/lazy-resolver.ts).
 */

/** Edit Profile's fields; the photo travels beside the form (a Blob is not a form value). */
export const editProfileFormSchema = editProfileSchema.omit({ profile: true });

export const editProfileResolver = zodResolver(editProfileFormSchema);
export const changePasswordResolver = zodResolver(changePasswordSchema);
