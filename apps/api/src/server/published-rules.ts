import { MAX_PHOTO_BATCH } from '../photos/photo-batch.ts';
import {
  ACCEPTED_UPLOAD_TYPES,
  COLLECTION_NAME_MAX_LENGTH,
  COLLECTION_NAME_MIN_LENGTH,
  COLLECTION_NAME_PATTERN,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MAX_UPLOAD_BYTES,
  PHONE_COUNTRY_CODE,
  PHONE_IGNORED_CHARACTERS,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  PRICE_MAX_LENGTH,
  PRICE_PATTERN,
  RESERVED_SITE_NAMES,
  SITE_NAME_MAX_LENGTH,
  SITE_NAME_MIN_LENGTH,
  SITE_NAME_PATTERN,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from '../rules/input-rules.ts';
import { GALLERY_PHOTO_SIZES, PHOTO_COLUMN_SIZES, SITE_PHOTO_SIZES } from '../web/image-sizes.ts';

/** The OpenAPI document's extension that carries the rules. */
export const RULES_EXTENSION = 'x-lense-rules';

/**
 * Every rule a client applies before sending, as the API applies it: what the schemas say in `pattern` and
 * `maxLength` and what they cannot (the accepted upload types and size, reserved site names), plus the
 * tiles' image `sizes` the server's preloads assume. The client generates its constants from this object.
 */
export const PUBLISHED_RULES = {
  upload: { maxBytes: MAX_UPLOAD_BYTES, acceptedTypes: ACCEPTED_UPLOAD_TYPES },
  email: {
    pattern: EMAIL_PATTERN,
    maxLength: EMAIL_MAX_LENGTH,
    localPartMaxLength: EMAIL_LOCAL_PART_MAX_LENGTH,
  },
  siteName: {
    pattern: SITE_NAME_PATTERN,
    minLength: SITE_NAME_MIN_LENGTH,
    maxLength: SITE_NAME_MAX_LENGTH,
    reserved: RESERVED_SITE_NAMES,
  },
  collectionName: {
    pattern: COLLECTION_NAME_PATTERN,
    minLength: COLLECTION_NAME_MIN_LENGTH,
    maxLength: COLLECTION_NAME_MAX_LENGTH,
  },
  slug: { pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH },
  price: { pattern: PRICE_PATTERN, maxLength: PRICE_MAX_LENGTH },
  phone: {
    pattern: PHONE_PATTERN,
    ignoredCharacters: PHONE_IGNORED_CHARACTERS,
    countryCode: PHONE_COUNTRY_CODE,
    maxLength: PHONE_MAX_LENGTH,
  },
  imageSizes: { photoColumn: PHOTO_COLUMN_SIZES, gallery: GALLERY_PHOTO_SIZES, sitePhoto: SITE_PHOTO_SIZES },
  photoBatch: { maxItems: MAX_PHOTO_BATCH },
} as const;
