import { createHmac, timingSafeEqual } from 'node:crypto';

/** The parts of a request a local-storage URL signature covers. */
export interface SignedFields {
  /** HTTP method the URL is for (a signed GET also allows HEAD). */
  method: 'GET' | 'PUT';
  /** Object key. */
  key: string;
  /** Content type the upload must carry; empty for downloads. */
  contentType: string;
  /** Expiry as Unix time in seconds. */
  expires: number;
  /** Upload size limit in bytes (uploads only). */
  maxBytes?: number;
  /** Attachment file name (downloads only). */
  downloadName?: string;
  /** The multipart upload and part this upload URL writes (resumable uploads only). */
  part?: { uploadId: string; partNumber: number };
}

/** Query-string parameter names of a signed URL. */
export const SIGNED_QUERY = {
  expires: 'expires',
  contentType: 'ct',
  maxBytes: 'max',
  downloadName: 'name',
  uploadId: 'upload',
  partNumber: 'part',
  signature: 'sig',
} as const;

/** Outcome of {@link verifySignedRequest}. */
export type SignatureCheck =
  | { ok: true; fields: SignedFields }
  | { ok: false; status: 403 | 415; error: string };

// JSON of a fixed-order array: unambiguous whatever characters the fields hold.
function canonical(fields: SignedFields): string {
  const signed: unknown[] = [
    fields.method,
    fields.key,
    fields.contentType,
    fields.expires,
    fields.maxBytes ?? null,
    fields.downloadName ?? null,
  ];
  if (fields.part) signed.push(fields.part.uploadId, fields.part.partNumber);
  return JSON.stringify(signed);
}

/** A key that signs or verifies URLs. */
export type SigningKey = string | Uint8Array;

/**
 * The keys that verify signatures: one key, or a list during a rotation (the new key first, which signs, then
 * the old ones, which still verify what they signed).
 */
export type SigningKeys = SigningKey | readonly SigningKey[];

/** `keys` as a list, the signing key first. */
export function signingKeyList(keys: SigningKeys): readonly SigningKey[] {
  return typeof keys === 'string' || keys instanceof Uint8Array ? [keys] : keys;
}

function hmac(secret: SigningKey, fields: SignedFields): Buffer {
  return createHmac('sha256', secret).update(canonical(fields)).digest();
}

/**
 * Signs `fields` with HMAC-SHA256 and returns the query string a local-storage URL carries
 * (expiry, content type, limits and the base64url signature).
 */
export function signedQuery(secret: SigningKey, fields: SignedFields): URLSearchParams {
  const query = new URLSearchParams();
  query.set(SIGNED_QUERY.expires, String(fields.expires));
  if (fields.contentType) query.set(SIGNED_QUERY.contentType, fields.contentType);
  if (fields.maxBytes !== undefined) query.set(SIGNED_QUERY.maxBytes, String(fields.maxBytes));
  if (fields.downloadName !== undefined) query.set(SIGNED_QUERY.downloadName, fields.downloadName);
  if (fields.part) {
    query.set(SIGNED_QUERY.uploadId, fields.part.uploadId);
    query.set(SIGNED_QUERY.partNumber, String(fields.part.partNumber));
  }
  query.set(SIGNED_QUERY.signature, hmac(secret, fields).toString('base64url'));
  return query;
}

/** A request to check against its signature. */
export interface SignedRequest {
  /** The request's HTTP method (HEAD is checked as GET). */
  method: string;
  /** Object key taken from the URL path (already decoded). */
  key: string;
  /** The URL's query parameters. */
  query: URLSearchParams | Record<string, unknown>;
  /** The request's Content-Type header (uploads). */
  contentType?: string | undefined;
  /** Current time in milliseconds; defaults to `Date.now()`. */
  now?: number;
}

function param(query: SignedRequest['query'], name: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
}

function integer(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

function sameMediaType(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Verifies a request made to a local-storage signed URL: the HMAC over method, key, content type, expiry
 * and limits (compared in constant time with every key of `secret`, so URLs signed before a rotation keep
 * working), then the expiry, then — for uploads — that the request's Content-Type is the signed one.
 * Answers 403 for a bad or expired signature and 415 for a wrong type.
 */
export function verifySignedRequest(secret: SigningKeys, request: SignedRequest): SignatureCheck {
  const method = request.method.toUpperCase() === 'HEAD' ? 'GET' : request.method.toUpperCase();
  const expires = integer(param(request.query, SIGNED_QUERY.expires));
  const maxRaw = param(request.query, SIGNED_QUERY.maxBytes);
  const maxBytes = integer(maxRaw);
  const given = Buffer.from(param(request.query, SIGNED_QUERY.signature) ?? '', 'base64url');
  if ((method !== 'GET' && method !== 'PUT') || expires === undefined || (maxRaw && maxBytes === undefined)) {
    return { ok: false, status: 403, error: 'Invalid signature' };
  }
  const fields: SignedFields = {
    method,
    key: request.key,
    contentType: param(request.query, SIGNED_QUERY.contentType) ?? '',
    expires,
  };
  if (maxBytes !== undefined) fields.maxBytes = maxBytes;
  const downloadName = param(request.query, SIGNED_QUERY.downloadName);
  if (downloadName !== undefined) fields.downloadName = downloadName;
  const uploadId = param(request.query, SIGNED_QUERY.uploadId);
  const partNumber = integer(param(request.query, SIGNED_QUERY.partNumber));
  if (uploadId !== undefined || partNumber !== undefined) {
    if (method !== 'PUT' || uploadId === undefined || partNumber === undefined) {
      return { ok: false, status: 403, error: 'Invalid signature' };
    }
    fields.part = { uploadId, partNumber };
  }

  let matched = false;
  for (const key of signingKeyList(secret)) {
    const expected = hmac(key, fields);
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  if (!matched) return { ok: false, status: 403, error: 'Invalid signature' };
  if ((request.now ?? Date.now()) > expires * 1000) {
    return { ok: false, status: 403, error: 'Signature expired' };
  }
  if (method === 'PUT' && !sameMediaType(request.contentType ?? '', fields.contentType)) {
    return { ok: false, status: 415, error: 'Content type does not match the signed upload' };
  }
  return { ok: true, fields };
}
