/**
 * GENERATED FILE: DO NOT EDIT.
 *
 * The rules of what may be sent to the Lense API, as the API applies them: the `x-lense-rules`
 * extension of its OpenAPI document (./openapi.json). Patterns are JSON Schema (ECMA-262) sources. Change
 * the rules in apps/api, then run `pnpm --filter @lense/api-client generate`; `check:contract` fails
 * when this file is stale.
 */

export const RULES = {
  "upload": {
    "maxBytes": 31457280,
    "acceptedTypes": [
      "image/jpeg",
      "image/png",
      "image/gif",
      "image/webp",
      "image/avif"
    ]
  },
  "email": {
    "pattern": "^(?=[^@]{1,64}@)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
    "maxLength": 254,
    "localPartMaxLength": 64
  },
  "siteName": {
    "pattern": "^[A-Za-z0-9][A-Za-z0-9-]{1,61}[A-Za-z0-9]$",
    "minLength": 3,
    "maxLength": 63,
    "reserved": [
      "www",
      "api",
      "app",
      "admin",
      "mail",
      "smtp",
      "static",
      "assets",
      "cdn",
      "docs",
      "help",
      "support",
      "status",
      "blog",
      "dev",
      "staging"
    ]
  },
  "collectionName": {
    "pattern": "^[A-Za-z0-9_ -]{3,100}$",
    "minLength": 3,
    "maxLength": 100
  },
  "slug": {
    "pattern": "^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$",
    "maxLength": 100
  },
  "price": {
    "pattern": "^\\d+(\\.\\d+)?$",
    "maxLength": 20
  },
  "phone": {
    "pattern": "^(?:\\+?254|0)([17]\\d{8})$",
    "ignoredCharacters": "[\\s-]",
    "countryCode": "254",
    "maxLength": 20
  },
  "imageSizes": {
    "photoColumn": "(max-width: 415px) calc(100vw - 34px), 382px",
    "gallery": "(max-width: 768px) calc(50vw - 21px), (max-width: 1215px) 50vw, 410px",
    "sitePhoto": "(min-width: 769px) 33vw, 50vw"
  },
  "photoBatch": {
    "maxItems": 200
  }
} as const;
