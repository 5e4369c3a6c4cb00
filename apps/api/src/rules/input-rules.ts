/**
 * The rules of what people may send: the one definition of each. Route schemas use them (so they are
 * validated and appear as `pattern`/`maxLength` in the OpenAPI document), and the document publishes them
 * whole under `x-lense-rules` (see published-rules.ts) for the client to generate its constants from.
 * Patterns are JSON Schema (ECMA-262) source strings, so a schema and a RegExp read the same text.
 */

/** Largest accepted upload: 31457280 bytes (30 MB) per file. */
export const MAX_UPLOAD_BYTES = 31_457_280;

/**
 * The image types an upload may declare: raster formats that sharp decodes and browsers show. SVG is left
 * out on purpose: it is a document that can run script when served from our origin or a bucket.
 */
export const ACCEPTED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;

/** Longest e-mail address, and longest part before the `@` (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/**
 * An e-mail address: the WHATWG (HTML `input type=email`) grammar with a dot required in the domain, so that
 * addresses are deliverable on the internet, and at most 64 characters before the `@`.
 */
export const EMAIL_PATTERN =
  "^(?=[^@]{1,64}@)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";

/**
 * Site names become subdomains (`{name}.{host}`): letters, digits and inner hyphens, 3 to 63 characters (a
 * DNS label). They are stored lower-case, so names are unique regardless of case.
 */
export const SITE_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9-]{1,61}[A-Za-z0-9]$';
export const SITE_NAME_MIN_LENGTH = 3;
export const SITE_NAME_MAX_LENGTH = 63;

/** Subdomains the product keeps for itself: never a site's name, in any case. */
export const RESERVED_SITE_NAMES = [
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'smtp',
  'static',
  'assets',
  'cdn',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'dev',
  'staging',
] as const;

/** Collection names: 3 to 100 characters from letters, digits, underscore, space and hyphen. */
export const COLLECTION_NAME_PATTERN = '^[A-Za-z0-9_ -]{3,100}$';
export const COLLECTION_NAME_MIN_LENGTH = 3;
export const COLLECTION_NAME_MAX_LENGTH = 100;

/** A space's slug (its address part): letters, digits and inner single hyphens, at most 100 characters. */
export const SLUG_PATTERN = '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 100;

/** A photo's price: digits with an optional decimal part, at most 20 characters. */
export const PRICE_PATTERN = '^\\d+(\\.\\d+)?$';
export const PRICE_MAX_LENGTH = 20;

/**
 * A Kenyan mobile number as M-Pesa takes it, once {@link PHONE_IGNORED_CHARACTERS} are dropped: 07XXXXXXXX,
 * 01XXXXXXXX, +254… or 254…. Its one group is the subscriber number: the number is kept as
 * {@link PHONE_COUNTRY_CODE} followed by it (2547…/2541…).
 */
export const PHONE_PATTERN = '^(?:\\+?254|0)([17]\\d{8})$';
/** What a buyer may type between the digits of a phone number (spaces, dashes), dropped before the pattern. */
export const PHONE_IGNORED_CHARACTERS = '[\\s-]';
export const PHONE_COUNTRY_CODE = '254';
export const PHONE_MAX_LENGTH = 20;

const SITE_NAME = new RegExp(SITE_NAME_PATTERN);
const RESERVED: ReadonlySet<string> = new Set(RESERVED_SITE_NAMES);

/** Whether `value` is a site name that can be used: the pattern, and not a reserved name. */
export function isUsableSiteName(value: unknown): value is string {
  return typeof value === 'string' && SITE_NAME.test(value) && !RESERVED.has(value.toLowerCase());
}
