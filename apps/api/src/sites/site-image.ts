import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** The two kinds of site image. They share one shape and one set of routes. */
export type MediaKind = 'banner' | 'icon';

/** A banner or icon as the API shows it; the anonymous public read leaves out `public` and `owner`. */
export const SiteImageSchema = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'SiteImage', description: 'A banner or icon as a published site shows it.' },
);
/** The schema in a response (registered once with the app). */
export const PublicMedia = Type.Ref('SiteImage');

/** The `$id` of each kind's schema. */
export const siteImageSchemaNames = { banner: 'Banner', icon: 'Icon' } as const;

const mediaSchema = (kind: MediaKind) =>
  Type.Object(
    {
      id: Type.String(),
      url: Type.String({ description: 'As given: an http(s) URL or a storage-relative path.' }),
      description: Type.Union([Type.String(), Type.Null()]),
      public: Type.Boolean({ description: `Whether every user may pick this ${kind} for their sites.` }),
      owner: Type.Boolean({ description: `True when the signed-in user uploaded this ${kind}.` }),
    },
    { $id: siteImageSchemaNames[kind], description: `A site ${kind}.` },
  );

const linkSchema = (kind: MediaKind) =>
  Type.Object(
    { id: Type.String(), site_id: Type.String(), [`${kind}_id`]: Type.String() },
    { $id: `Site${siteImageSchemaNames[kind]}`, description: `A ${kind} offered to a site.` },
  );

/** Named schemas of banners and icons, for the OpenAPI components. */
export const siteImageSchemas = [
  SiteImageSchema,
  mediaSchema('banner'),
  mediaSchema('icon'),
  linkSchema('banner'),
  linkSchema('icon'),
];

/** The address a published site gives for a banner or icon kept in storage. */
export const siteImageAddress = (apiBase: string, table: 'banners' | 'icons', id: string) =>
  `${apiBase}/${table}/${id}/image`;

/** Throws 404 unless every id names a banner (or icon) that is the user's own or public. */
export async function requireVisibleMedia(
  db: Kysely<Database>,
  table: 'banners' | 'icons',
  kind: MediaKind,
  ids: string[],
  userId: string,
): Promise<void> {
  if (ids.length === 0) return;
  const visible = await db
    .selectFrom(table as 'banners')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('public', '=', true)]))
    .execute();
  if (visible.length !== ids.length) throw new HttpError(404, `${kind} not found`);
}

/** An absolute http(s) URL. */
export const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/;
/** An object key in our storage: `/`-separated segments, none starting with a dot (so no `..`). */
export const STORAGE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Whether `value` may be a banner's or icon's address: an http(s) URL or a storage-relative object key. */
export const isSiteImageAddress = (value: unknown) =>
  typeof value === 'string' &&
  ((value.length <= 2048 && HTTP_URL.test(value)) || (value.length <= 1024 && STORAGE_PATH.test(value)));

/** The table of each kind, and of its links to sites. */
export const siteImageTables = {
  banner: { table: 'banners', linkTable: 'site_banners' },
  icon: { table: 'icons', linkTable: 'site_icons' },
} as const;
