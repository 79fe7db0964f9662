// WebAuthn challenges between handing them out and their answer: kept in Redis for five minutes
// under a random id, and taken (GETDEL) by the answer, so each is answered once (2F6).
import { randomBytes } from 'node:crypto';
import type { Redis } from '../../platform/redis';
import { accountsKeys } from '../accountsKeys';

export const CHALLENGE_TTL_SECONDS = 300;

/** What a challenge was handed out for, and to whom (null: anyone signing in with a passkey alone). */
export interface StoredChallenge {
  challenge: string;
  purpose: 'register' | 'login' | 'second-step' | 'confirm';
  userId: number | null;
}

export async function storeChallenge(redis: Redis, stored: StoredChallenge): Promise<string> {
  const challengeId = randomBytes(18).toString('base64url');
  await redis.set(
    accountsKeys.passkeyChallenge(challengeId),
    JSON.stringify(stored),
    'EX',
    CHALLENGE_TTL_SECONDS,
  );
  return challengeId;
}

/** The challenge under `challengeId`, removed as it is read; null when unknown, expired or answered. */
export async function takeChallenge(redis: Redis, challengeId: string): Promise<StoredChallenge | null> {
  const text = await redis.getdel(accountsKeys.passkeyChallenge(challengeId));
  return text ? (JSON.parse(text) as StoredChallenge) : null;
}
