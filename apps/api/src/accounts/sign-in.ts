import type { Kysely } from 'kysely';
import type { GoogleIdentity } from '../auth/google.ts';
import { dummyHash, verifyPassword } from '../auth/passwords.ts';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Locale } from '../rules/locale.ts';

/**
 * The account an address and password sign in to: 401 for a wrong pair (as slow whether or not the address
 * has an account) and for an address not confirmed yet. The caller issues the session.
 */
export async function signInWithPassword(
  db: Kysely<Database>,
  changes: Changes,
  email: string,
  password: string,
): Promise<User> {
  changes.nothingPublic();
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, password)
    : (await verifyPassword(await dummyHash, password)) && false;
  if (!user || !ok) throw new HttpError(401, 'Invalid Email or password.');
  if (!user.confirmed_at)
    throw new HttpError(401, 'You have to confirm your email address before continuing.');
  return user;
}

/**
 * The account a Google ID token signs in to (401 when Google has not verified its address): the one linked to
 * that Google account, else the one of its address (then linked, and its address confirmed), else a new one
 * that speaks `locale` (an existing account keeps its language). The caller issues the session.
 */
export async function signInWithGoogle(
  {
    db,
    verifyGoogleToken,
  }: { db: Kysely<Database>; verifyGoogleToken: (token: string) => Promise<GoogleIdentity> },
  changes: Changes,
  idToken: string,
  locale: Locale,
): Promise<User> {
  changes.nothingPublic();
  const identity = await verifyGoogleToken(idToken);
  if (!identity.emailVerified) throw new HttpError(401, 'Login failed');
  const known =
    (await db.selectFrom('users').selectAll().where('google_sub', '=', identity.sub).executeTakeFirst()) ??
    (await db.selectFrom('users').selectAll().where('email', '=', identity.email).executeTakeFirst());
  if (known) {
    return db
      .updateTable('users')
      .set({
        google_sub: identity.sub,
        confirmed_at: known.confirmed_at ?? new Date(),
        profile_picture_url: known.profile_picture_url ?? identity.picture,
      })
      .where('id', '=', known.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('users')
    .values({
      email: identity.email,
      google_sub: identity.sub,
      first_name: identity.firstName,
      last_name: identity.lastName,
      profile_picture_url: identity.picture,
      accepted_terms_of_service: false,
      confirmed_at: new Date(),
      locale,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
