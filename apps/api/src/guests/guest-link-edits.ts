import type { Kysely } from 'kysely';
import { type Static, Type } from 'typebox';
import { hashPassword } from '../auth/passwords.ts';
import type { Changes } from '../changes/public-changes.ts';
import type { Config } from '../config.ts';
import type { Database, User } from '../db/schema.ts';
import { Nullable } from '../http/schemas.ts';
import { ownedSpace } from '../spaces/space.ts';
import { type GuestLinkRow, newLinkToken } from './guest-links.ts';

/**
 * The owner's side of a space's guest link: reading it, turning it on or changing it, turning it off. Nothing
 * here shows to visitors (guests see the link through its token only).
 */

/** The limits of a link, as the owner sets and reads them. */
export const GuestLinkLimits = {
  max_uploads: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Photos the link takes in all.' }),
  max_uploads_per_guest: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    description: 'Photos one guest may send.',
  }),
  max_bytes_per_guest: Type.Integer({
    minimum: 1,
    maximum: 107_374_182_400,
    description: 'Bytes one guest may send in all.',
  }),
};

/** A guest link as its owner sees it. */
export const OwnerGuestLink = Type.Object({
  id: Type.String(),
  token: Type.String(),
  url: Type.String({ description: 'The address guests open (and the QR code shows).' }),
  has_password: Type.Boolean(),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  ...GuestLinkLimits,
  uploads: Type.Integer({ description: 'Photos sent through the link so far.' }),
  guests: Type.Integer({ description: 'Guests who opened it and gave their name.' }),
  created_at: Type.String({ format: 'date-time' }),
});

/** What the owner's guest-link calls need: the database and the address guests open. */
export interface GuestLinkDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl'>;
}

/** What the owner may set on a link; left out: unchanged. `password` and `expires_at` null: none. */
export interface GuestLinkSettings {
  password?: string | null | undefined;
  expires_at?: string | null | undefined;
  max_uploads?: number | undefined;
  max_uploads_per_guest?: number | undefined;
  max_bytes_per_guest?: number | undefined;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The link as its owner sees it: its address, its rules and how much it took. */
async function presentOwnerLink(
  { db, config }: GuestLinkDeps,
  link: GuestLinkRow,
): Promise<Static<typeof OwnerGuestLink>> {
  const guests = await db
    .selectFrom('guests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('link_id', '=', link.id)
    .executeTakeFirstOrThrow();
  return {
    id: link.id,
    token: link.token,
    url: `${config.publicUrl}/g/${link.token}`,
    has_password: link.password_hash !== null,
    expires_at: iso(link.expires_at),
    max_uploads: link.max_uploads,
    max_uploads_per_guest: link.max_uploads_per_guest,
    max_bytes_per_guest: Number(link.max_bytes_per_guest),
    uploads: link.uploads,
    guests: Number(guests.n),
    created_at: iso(link.created_at) as string,
  };
}

/** The space's working guest link (owner only), or null when guest uploads are off. */
export async function ownerGuestLink(deps: GuestLinkDeps, user: User, spaceId: string) {
  const space = await ownedSpace(deps.db, spaceId, user);
  const link = await deps.db
    .selectFrom('guest_links')
    .selectAll()
    .where('space_id', '=', space.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return { guest_link: link ? await presentOwnerLink(deps, link) : null };
}

/** Turns guest uploads on (a new link) or changes the working link's settings (owner only). */
export async function setGuestLink(
  deps: GuestLinkDeps,
  changes: Changes,
  user: User,
  spaceId: string,
  settings: GuestLinkSettings,
) {
  const { db } = deps;
  const space = await ownedSpace(db, spaceId, user);
  const { password, expires_at, ...limits } = settings;
  const set = {
    ...limits,
    ...(password !== undefined
      ? { password_hash: password === null ? null : await hashPassword(password) }
      : {}),
    ...(expires_at !== undefined ? { expires_at } : {}),
  };
  const link = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('guest_links')
      .select('id')
      .where('space_id', '=', space.id)
      .where('revoked_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!current) {
      return trx
        .insertInto('guest_links')
        .values({ space_id: space.id, token: newLinkToken(), ...set })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (Object.keys(set).length === 0) {
      return trx.selectFrom('guest_links').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
    }
    return trx
      .updateTable('guest_links')
      .set(set)
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  changes.nothingPublic();
  return { guest_link: await presentOwnerLink(deps, link) };
}

/** Turns guest uploads off (owner only): the link and every guest token stop working at once. */
export async function turnOffGuestLink(db: Kysely<Database>, changes: Changes, user: User, spaceId: string) {
  const space = await ownedSpace(db, spaceId, user);
  await db
    .updateTable('guest_links')
    .set({ revoked_at: new Date() })
    .where('space_id', '=', space.id)
    .where('revoked_at', 'is', null)
    .execute();
  changes.nothingPublic();
}
