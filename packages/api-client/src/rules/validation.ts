import {
  ACCEPTED_UPLOAD_TYPES,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MAX_UPLOAD_BYTES,
  RESERVED_SITE_NAMES,
} from '../constants';
import { RULES } from '../generated/rules.gen';
import { MESSAGES } from '../messages';

const filled = (value: string | null | undefined): boolean => Boolean(value?.trim());

/** The login form's fields. */
export interface LoginForm {
  email: string;
  password: string;
}

/** Login submits only when e-mail and password are non-empty and no submission is running. */
export function canSubmitLogin(form: LoginForm, submitting: boolean): boolean {
  return !submitting && filled(form.email) && Boolean(form.password);
}

/** The signup form's fields. */
export interface SignupForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  accepted_terms_of_service: boolean;
}

/** Signup submits only when every field is filled, the terms are accepted and nothing is running. */
export function canSubmitSignup(form: SignupForm, submitting: boolean): boolean {
  return (
    !submitting &&
    filled(form.first_name) &&
    filled(form.last_name) &&
    filled(form.email) &&
    Boolean(form.password) &&
    form.accepted_terms_of_service === true
  );
}

/** Forgot password needs a non-empty e-mail. */
export function canSubmitForgotPassword(email: string): boolean {
  return filled(email);
}

/** The new-password form's fields. */
export interface PasswordResetForm {
  password: string;
  password_confirmation: string;
}

/** A new password submits only when both fields are filled and equal. */
export function canSubmitPasswordReset(form: PasswordResetForm): boolean {
  return (
    Boolean(form.password) &&
    Boolean(form.password_confirmation) &&
    form.password === form.password_confirmation
  );
}

/**
 * E-mail addresses, as the API checks them: the WHATWG (HTML input type=email) grammar with a dot required
 * in the domain, at most 64 characters before the `@` (the length in all is {@link EMAIL_MAX_LENGTH}).
 */
export const EMAIL_PATTERN: RegExp = new RegExp(RULES.email.pattern);

/**
 * Standard e-mail format check: `local@domain.tld` in the HTML e-mail grammar, at most 254 characters in
 * all and 64 before the `@`.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return EMAIL_PATTERN.test(email);
}

/** The newsletter field's error: 'Please use a valid email', or `undefined` when valid. */
export function newsletterEmailError(email: string): string | undefined {
  return isValidEmail(email) ? undefined : MESSAGES.invalidEmail;
}

/**
 * Collection names, as the API checks them: 3 to `COLLECTION_NAME_MAX_LENGTH` characters from
 * letters, digits, underscore, space and hyphen.
 */
export const NAME_PATTERN: RegExp = new RegExp(RULES.collectionName.pattern);

/**
 * Site names (subdomains), as the API checks them: letters, digits and inner hyphens, 3 to
 * `SITE_NAME_MAX_LENGTH` characters; the reserved names are refused besides ({@link siteNameError}).
 */
export const SITE_NAME_PATTERN: RegExp = new RegExp(RULES.siteName.pattern);

/** Space slugs, as the API checks them: letters, digits and inner single hyphens. */
export const SLUG_PATTERN: RegExp = new RegExp(RULES.slug.pattern);

/**
 * Photo prices, as the API checks them: digits with an optional decimal part (at most
 * `PHOTO_PRICE_MAX_LENGTH` characters). The design system's `PriceInput` takes it as `pattern`.
 */
export const PHOTO_PRICE_PATTERN: RegExp = new RegExp(RULES.price.pattern);

const RESERVED: ReadonlySet<string> = new Set(RESERVED_SITE_NAMES);

/**
 * A site name's error: 'invalid site name', or `undefined` when the API would take it (its pattern, and not
 * one of {@link RESERVED_SITE_NAMES} in any case).
 */
export function siteNameError(name: string): string | undefined {
  return SITE_NAME_PATTERN.test(name) && !RESERVED.has(name.toLowerCase())
    ? undefined
    : MESSAGES.invalidSiteName;
}

/**
 * A collection name's error: 'invalid collection name', or `undefined` when the API would take it: it
 * matches {@link NAME_PATTERN} and is 3 characters or more without its surrounding spaces.
 */
export function collectionNameError(name: string): string | undefined {
  return NAME_PATTERN.test(name) && name.trim().length >= 3 ? undefined : MESSAGES.invalidCollectionName;
}

/** Reasons offered by the exit survey, verbatim. */
export const EXIT_SURVEY_REASONS = [
  'too expensive',
  'missing features',
  'poor service',
  'privacy concerns',
  'other',
] as const;

/** One of the exit survey's reasons. */
export type ExitSurveyReason = (typeof EXIT_SURVEY_REASONS)[number];

/** Whether a value is one of the exit survey's reasons. */
export function isExitSurveyReason(value: unknown): value is ExitSurveyReason {
  return (EXIT_SURVEY_REASONS as readonly unknown[]).includes(value);
}

/** The exit survey's fields. */
export interface ExitSurveyForm {
  reason: string;
  feedback: string;
}

/** The exit survey submits only with one of the listed reasons and non-empty feedback. */
export function canSubmitExitSurvey(form: ExitSurveyForm): boolean {
  return isExitSurveyReason(form.reason) && filled(form.feedback);
}

/** What the upload check needs of a file (a `File` fits). */
export interface UploadCandidate {
  type: string;
  size: number;
}

/** Outcome of {@link checkUploadList}. */
export type UploadListCheck = { ok: true } | { ok: false; error: string };

/**
 * Checks an upload selection: nothing selected gives 'Nothing selected for upload'; any file whose type is
 * not one of {@link ACCEPTED_UPLOAD_TYPES} or whose size is over {@link MAX_UPLOAD_BYTES} makes the whole
 * list invalid, as the API would refuse it.
 */
export function checkUploadList(files: ArrayLike<UploadCandidate> | null | undefined): UploadListCheck {
  if (!files || files.length === 0) return { ok: false, error: MESSAGES.nothingSelected };
  for (const file of Array.from(files)) {
    if (!ACCEPTED_UPLOAD_TYPES.includes(file.type?.toLowerCase()) || !(file.size <= MAX_UPLOAD_BYTES)) {
      return { ok: false, error: MESSAGES.invalidUploadList };
    }
  }
  return { ok: true };
}
