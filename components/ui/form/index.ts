/*
 * The form kit: every form of the product is built from these, so a new form is its schema and a
 * few fields. Controls take react-hook-form's `register(name)`; the field shows its message.
 * The phone fields are imported from './phone-field' itself: their stylesheet (which webpack
 * cannot prove unused) stays out of the other forms' pages, and they load their country picker
 * (13 kB gzipped) only once on screen.
 */
export { FieldError } from './field';
export { PasswordField } from './password-field';
export { StarRatingField } from './star-rating-field';
export { SubmitButton } from './submit-button';
export { TextareaField, TextField } from './text-field';
export { lazyZodResolver } from './lazy-resolver';
