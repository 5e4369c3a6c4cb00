import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The sealed form's version tag: the format can change without misreading old rows. */
const VERSION = 'v1';

/** A 32-byte AES key from a secret setting of any length (a generated secret, or PAYMENT_SECRETS_KEY). */
export const secretBoxKey = (secret: string): Buffer =>
  createHash('sha256').update(`lense-payment-secrets:${secret}`).digest();

/**
 * Seals a secret with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. `context` (the account's owner)
 * is bound in as associated data, so a sealed value copied to another row does not open there.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens what {@link seal} sealed, trying each key (the first seals, the others are older); throws if none fits. */
export function open(keys: readonly Buffer[], sealed: string, context: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // Another key may have sealed it.
    }
  }
  throw new Error('the sealed secret does not open with any payment secrets key');
}
