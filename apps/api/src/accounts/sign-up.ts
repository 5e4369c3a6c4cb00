import { createOneTimeToken } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Changes } from '../changes/public-changes.ts';
import { HttpError } from '../http/errors.ts';
import { presentUser } from '../http/schemas.ts';
import { confirmationMail } from '../mail/messages.ts';
import type { Locale } from '../rules/locale.ts';
import type { AccountMailDeps } from './account-mail.ts';

/** What signing up asks for. */
export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  accepted_terms_of_service: boolean;
  /** The account's language: the confirmation mail speaks it, and every mail after. */
  locale: Locale;
}

/**
 * Creates an account (422 without the terms accepted, 409 when the address has one) and mails the link that
 * confirms its address; it cannot sign in before.
 */
export async function signUp({ db, mailer, config }: AccountMailDeps, changes: Changes, input: SignUpInput) {
  changes.nothingPublic();
  if (!input.accepted_terms_of_service) throw new HttpError(422, 'You must accept the terms of service');
  const email = input.email.toLowerCase();
  const password_hash = await hashPassword(input.password);
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      accepted_terms_of_service: true,
      locale: input.locale,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!user) throw new HttpError(409, 'Email has already been taken');
  const token = await createOneTimeToken(db, user.id, 'confirmation');
  await mailer.send(confirmationMail(email, user.locale, config.publicUrl, token));
  return presentUser(user);
}
