import { Type } from 'typebox';
import type { User } from '../db/schema.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/input-rules.ts';
import { LocaleSchema } from '../rules/locale.ts';

/** A uuid path or query parameter. */
export const Uuid = Type.String({ format: 'uuid', description: 'A uuid.' });

/** `schema` or null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** An e-mail address: standard format, at most 254 characters with a local part of at most 64. */
export const Email = Type.String({
  format: 'email',
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN,
  description: 'An e-mail address.',
});

export const Password = Type.String({ minLength: 6, maxLength: 128 });

/**
 * Text a person typed that is shown on screens and in mail (names): printable characters only, so no line
 * break, control character or Unicode line separator can add a line of its own to a mail.
 */
const UNPRINTABLE = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
export const PRINTABLE_TEXT = `^[^${UNPRINTABLE}]*$`;
/** Runs of the characters {@link PRINTABLE_TEXT} refuses, to blank them out of text stored before it. */
export const UNPRINTABLE_RUNS = new RegExp(`[${UNPRINTABLE}]+`, 'g');

/** A person's name: printable text (see {@link PRINTABLE_TEXT}). */
export const PersonName = (options: { minLength?: number; maxLength: number }) =>
  Type.String({ ...options, pattern: PRINTABLE_TEXT });

/** A user as the API shows it. */
export const UserBody = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    accepted_terms_of_service: Type.Boolean(),
    profile_picture_url: Type.Union([Type.String(), Type.Null()]),
    confirmed: Type.Boolean(),
    // Always sent; optional in the contract since a session a client stored before accounts had a language
    // holds a user without one (read it as 'en').
    locale: Type.Optional(
      LocaleSchema("The account's language, 'en' or 'sw': its mail speaks it. Always sent by the API."),
    ),
  },
  { $id: 'User' },
);

/** The status part of account responses. */
export const StatusBody = Type.Object({ code: Type.Integer(), message: Type.String() }, { $id: 'Status' });

/** `{ user, status }` */
export const UserWithStatus = Type.Object({ user: Type.Ref('User'), status: Type.Ref('Status') });

/** `{ status }` */
export const StatusOnly = Type.Object({ status: Type.Ref('Status') });

/** Shapes a user row for the API. */
export const presentUser = (user: User) => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  accepted_terms_of_service: user.accepted_terms_of_service,
  profile_picture_url: user.profile_picture_url,
  confirmed: user.confirmed_at !== null,
  locale: user.locale,
});

export const status = (code: number, message: string) => ({ code, message });

/** `{ user, status }` with the new session token documented in the Authorization response header. */
export const SignedIn = Type.Object(
  { user: Type.Ref('User'), status: Type.Ref('Status') },
  {
    headers: {
      Authorization: { type: 'string', description: 'The session token: `Bearer <jwt>`.' },
    },
  },
);

/** Deepest page any list serves (bounds the OFFSET a client can ask for). */
export const MAX_PAGE = 10_000;

/** A `?page=` query parameter: 1-based. */
export const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: '1-based page.' });
