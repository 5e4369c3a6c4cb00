import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_UPLOAD_TYPES,
  COLLECTION_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  GALLERY_PHOTO_SIZES,
  MAX_UPLOAD_BYTES,
  PHOTO_COLUMN_SIZES,
  PHOTO_PRICE_MAX_LENGTH,
  RESERVED_SITE_NAMES,
  SITE_NAME_MAX_LENGTH,
  SITE_PHOTO_SIZES,
} from '../constants';
import { RULES } from '../generated/rules.gen';
import {
  checkUploadList,
  collectionNameError,
  EMAIL_PATTERN,
  NAME_PATTERN,
  PHOTO_PRICE_PATTERN,
  SITE_NAME_PATTERN,
  SLUG_PATTERN,
  siteNameError,
} from './validation';

const document = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'generated', 'openapi.json'), 'utf8'),
);

describe('the rules, from the API contract', () => {
  it("are the document's x-lense-rules, as generated", () => {
    expect(JSON.parse(JSON.stringify(RULES))).toEqual(document['x-lense-rules']);
  });

  it('give the constants and patterns the client exports', () => {
    expect(MAX_UPLOAD_BYTES).toBe(RULES.upload.maxBytes);
    expect(ACCEPTED_UPLOAD_TYPES).toEqual(RULES.upload.acceptedTypes);
    expect(EMAIL_MAX_LENGTH).toBe(RULES.email.maxLength);
    expect(SITE_NAME_MAX_LENGTH).toBe(RULES.siteName.maxLength);
    expect(RESERVED_SITE_NAMES).toEqual(RULES.siteName.reserved);
    expect(COLLECTION_NAME_MAX_LENGTH).toBe(RULES.collectionName.maxLength);
    expect(PHOTO_PRICE_MAX_LENGTH).toBe(RULES.price.maxLength);
    expect(PHOTO_COLUMN_SIZES).toBe(RULES.imageSizes.photoColumn);
    expect(SITE_PHOTO_SIZES).toBe(RULES.imageSizes.sitePhoto);
    expect(GALLERY_PHOTO_SIZES).toBe(RULES.imageSizes.gallery);
    expect(EMAIL_PATTERN.source).toBe(new RegExp(RULES.email.pattern).source);
    expect(NAME_PATTERN.source).toBe(new RegExp(RULES.collectionName.pattern).source);
    expect(SITE_NAME_PATTERN.source).toBe(new RegExp(RULES.siteName.pattern).source);
    expect(SLUG_PATTERN.source).toBe(new RegExp(RULES.slug.pattern).source);
    expect(PHOTO_PRICE_PATTERN.source).toBe(new RegExp(RULES.price.pattern).source);
  });

  it('match the patterns the schemas state', () => {
    const schemas = JSON.stringify(document.paths);
    for (const pattern of [RULES.collectionName.pattern, RULES.siteName.pattern, RULES.email.pattern]) {
      expect(schemas).toContain(JSON.stringify(pattern));
    }
  });
});

describe('rules the API applies and the client now applies too', () => {
  it('refuses the reserved site names in any case, and names longer than a DNS label', () => {
    for (const name of RESERVED_SITE_NAMES) {
      expect(siteNameError(name)).toBe('invalid site name');
      expect(siteNameError(name.toUpperCase())).toBe('invalid site name');
    }
    expect(siteNameError('a'.repeat(SITE_NAME_MAX_LENGTH))).toBeUndefined();
    expect(siteNameError('a'.repeat(SITE_NAME_MAX_LENGTH + 1))).toBe('invalid site name');
    expect(siteNameError('my site')).toBe('invalid site name');
  });

  it('limits collection names to the API’s length', () => {
    expect(collectionNameError('a'.repeat(COLLECTION_NAME_MAX_LENGTH))).toBeUndefined();
    expect(collectionNameError('a'.repeat(COLLECTION_NAME_MAX_LENGTH + 1))).toBe('invalid collection name');
    expect(collectionNameError('  a  ')).toBe('invalid collection name');
  });

  it('takes only the image types the API takes', () => {
    for (const type of ACCEPTED_UPLOAD_TYPES)
      expect(checkUploadList([{ type, size: 1 }])).toEqual({ ok: true });
    for (const type of ['image/svg+xml', 'image/heic', 'image/x-icon']) {
      expect(checkUploadList([{ type, size: 1 }])).toMatchObject({ ok: false });
    }
  });

  it('checks prices by the pattern', () => {
    expect(PHOTO_PRICE_PATTERN.test('1500')).toBe(true);
    expect(PHOTO_PRICE_PATTERN.test('12.50')).toBe(true);
    expect(PHOTO_PRICE_PATTERN.test('12.')).toBe(false);
    expect(PHOTO_PRICE_PATTERN.test('Ksh 5')).toBe(false);
  });
});
