import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

// argon2id at the OWASP baseline: 19 MiB of memory, two passes.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A self-describing argon2id hash of a password (the salt and parameters are in the string). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` matches `passwordHash`; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when there is no account to check, so a wrong name costs the same time as a
// wrong password and response times do not reveal which accounts exist.
let decoyHash: Promise<string> | null = null;

/** Like verifyPassword, but a missing hash (no such account) takes as long and never matches. */
export async function verifyPasswordOrDecoy(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  decoyHash ??= hashPassword('a decoy password that is never stored');
  const matched = await verifyPassword(passwordHash ?? (await decoyHash), password);
  return matched && passwordHash !== undefined;
}
