/*
 * The form kit: every form of the product is built from these, so a new form is its schema and a
 * few fields. Controls take react-hook-form's `register(name)`; the field shows its message.
 */
export { describedBy, errorId, Field, FieldError, inputClasses } from './field';
export { PasswordField, PasswordInput } from './password-field';
export { MobileNumberField, PhoneField, splitPhone, type PhoneParts } from './phone-field';
export { StarRatingField } from './star-rating-field';
export { TextareaField, TextField } from './text-field';
export { lazyResolver, type LazyResolver } from './lazy-resolver';
