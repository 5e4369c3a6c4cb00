import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is 2; the const enum is not importable under isolatedModules.
const ARGON2ID = 2;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Checks a password against an argon2 hash; a malformed hash is a mismatch. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random password, verified against when the e-mail is unknown to keep timing even. */
export const dummyHash = hashPassword(`unused-${Math.random()}`);
