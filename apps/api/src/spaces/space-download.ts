import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { canView, ownedSpace, owns, SPACE_NOT_FOUND, type SpaceRow } from './space.ts';
import { type SpaceZip, type SpaceZipDeps, spaceZip, zipFileName } from './space-zip.ts';

/** 403 for a visitor of a space whose owner has not allowed downloads. */
export const DOWNLOADS_OFF = 'Downloads are turned off for this space';
/** 403 for an owner's download address that is expired or was tampered with. */
export const DOWNLOAD_LINK_INVALID = 'This download link has expired or is invalid; ask for a new one';

/** Seconds an owner's signed download address works: enough for the browser to follow it at once. */
export const DOWNLOAD_URL_TTL_SECONDS = 120;

/**
 * Signed addresses of an owner's zip. The signature covers the space, its owner and the expiry, so it works
 * for that space only, until it expires, and only while the same user owns the space. The keys are derived
 * from the token secrets (the same on every replica) for this purpose only: the first signs, every one
 * verifies.
 */
export function downloadSigner(secrets: readonly string[], now: () => number = () => Date.now()) {
  const keys = secrets.map((secret) =>
    createHmac('sha256', secret).update('lense space zip download addresses').digest(),
  );
  const mac = (key: Buffer, space: Pick<SpaceRow, 'id' | 'user_id'>, expires: number) =>
    createHmac('sha256', key)
      .update(JSON.stringify([space.id, space.user_id, expires]))
      .digest();
  const [signing] = keys;
  if (!signing) throw new Error('Download addresses need a secret');
  return {
    sign(space: Pick<SpaceRow, 'id' | 'user_id'>) {
      const expires = Math.floor(now() / 1000) + DOWNLOAD_URL_TTL_SECONDS;
      return { expires, sig: mac(signing, space, expires).toString('base64url') };
    },
    verify(space: Pick<SpaceRow, 'id' | 'user_id'>, expires: string, sig: string): boolean {
      if (!/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at < Math.floor(now() / 1000)) return false;
      const given = Buffer.from(sig, 'base64url');
      let valid = false;
      for (const key of keys) {
        const expected = mac(key, space, at);
        if (given.length === expected.length && timingSafeEqual(given, expected)) valid = true;
      }
      return valid;
    },
  };
}

/** Signs and checks the addresses of owners' zips. */
export type DownloadSigner = ReturnType<typeof downloadSigner>;

/**
 * A short-lived signed address of the zip of one of the user's spaces: a browser's download is a navigation
 * that carries no bearer token. Visitors see nothing of it.
 */
export async function spaceDownloadAddress(
  { db, signer, apiBase }: { db: Kysely<Database>; signer: DownloadSigner; apiBase: string },
  changes: Changes,
  user: User,
  spaceId: string,
) {
  changes.nothingPublic();
  const space = await ownedSpace(db, spaceId, user);
  const { expires, sig } = signer.sign(space);
  return {
    url: `${apiBase}/spaces/${space.id}/download?expires=${expires}&sig=${sig}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** A space's zip the caller may take: its file name, and the zip itself once asked for. */
export interface SpaceDownload {
  fileName: string;
  /** Starts reading the photos into the zip. */
  start(): SpaceZip;
}

/**
 * The zip of a space for `user`: the owner (by session or by a signed address) gets every original, a
 * visitor of a public space whose owner allows downloads the previews it is shown. 404 when the caller may
 * not see the space (an expired link to a private space does not reveal it), 403 when visitors may not
 * download or the signed address is expired or wrong.
 */
export async function openSpaceDownload(
  deps: SpaceZipDeps & { signer: DownloadSigner },
  user: User | null,
  spaceId: string,
  link: { expires?: string | undefined; sig?: string | undefined },
): Promise<SpaceDownload> {
  const { db, signer } = deps;
  const { expires, sig } = link;
  const space = await db.selectFrom('spaces').selectAll().where('id', '=', spaceId).executeTakeFirst();
  if (!space) throw new HttpError(404, SPACE_NOT_FOUND);
  let owner = owns(space, user);
  if (!owner && (expires !== undefined || sig !== undefined)) {
    if (!signer.verify(space, expires ?? '', sig ?? '')) {
      // An expired link to a private space must not tell a stranger that the space exists.
      throw canView(space, user)
        ? new HttpError(403, DOWNLOAD_LINK_INVALID)
        : new HttpError(404, SPACE_NOT_FOUND);
    }
    owner = true;
  }
  if (!owner) {
    if (!canView(space, user)) throw new HttpError(404, SPACE_NOT_FOUND);
    if (!space.allow_downloads) throw new HttpError(403, DOWNLOADS_OFF);
  }
  return {
    fileName: zipFileName(space.title),
    start: () => spaceZip(deps, space, owner ? 'owner' : 'visitor'),
  };
}
