import { type Static, Type } from 'typebox';
import { Nullable } from '../http/schemas.ts';
import { LocaleSchema } from '../rules/locale.ts';
import { CoverBody } from '../spaces/space.ts';

/** A published site's language as a schema (see {@link SiteSchema}). */
export const SiteLanguage = () =>
  Type.Union([LocaleSchema(), Type.Null()], {
    description:
      "The published site's language, 'en' or 'sw': its pages speak it to a visitor who chose none; " +
      "null: each visitor's own language.",
  });

/**
 * A site as the API shows it, everywhere one appears (its own routes, the feed's related records). Sites are
 * public: this is what anyone may read at `{name}.{host}`.
 */
export const SiteSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String({ description: 'The subdomain, lower-case.' }),
    title: Nullable(Type.String()),
    description: Nullable(Type.String()),
    contact_email: Nullable(Type.String()),
    contact_phone: Nullable(Type.String()),
    social_media_username_twitter: Nullable(Type.String()),
    social_media_username_linkedin: Nullable(Type.String()),
    social_media_username_instagram: Nullable(Type.String()),
    social_media_username_facebook: Nullable(Type.String()),
    collection_id: Nullable(Type.String()),
    banner_id: Nullable(Type.String()),
    icon_id: Nullable(Type.String()),
    language: SiteLanguage(),
  },
  { $id: 'Site', description: 'A published collection at `{name}.{host}`.' },
);
export type Site = Static<typeof SiteSchema>;
/** The schema in a response (registered once with the app). */
export const SiteRef = Type.Ref('Site');

/** The columns a site's answer is read from: the schema's fields, so the two cannot drift. */
export const siteColumns = Object.keys(SiteSchema.properties) as (keyof Site)[];

/** A row of at least {@link siteColumns} shaped as the API shows a site (nothing else of the row leaks). */
export const presentSite = (row: Site): Site =>
  Object.fromEntries(siteColumns.map((column) => [column, row[column]])) as Site;

/** A space as a published site lists it: public facts only. */
export const PublicSpaceSchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    location: Type.Union([Type.String(), Type.Null()]),
    formatted_address: Type.Union([Type.String(), Type.Null()]),
    start_date: Type.String({ description: 'YYYY-MM-DD' }),
    end_date: Type.String({ description: 'YYYY-MM-DD' }),
    slug: Type.Union([Type.String(), Type.Null()]),
    cover: Type.Optional(Type.Union([CoverBody, Type.Null()])),
  },
  { $id: 'PublicSpace', description: 'A space as a published site lists it.' },
);
/** The schema in a response. */
export const PublicSpace = Type.Ref('PublicSpace');

/** The 422 for a site name that can never be used (bad pattern or reserved; rules/input-rules.ts). */
export const INVALID_SITE_NAME = 'invalid site name';
