// Login's second step (2F4): a right password on an account with a second factor earns a ticket,
// not a session. The ticket is 256 random bits; Redis keeps its hash for five minutes with the
// account and the address that earned it, and the second step spends it only when it succeeds.
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '../../platform/redis';
import { accountsKeys } from '../accountsKeys';

export const TICKET_TTL_SECONDS = 300;

export interface LoginTicket {
  userId: number;
  account: string;
  ip: string;
}

const keyOf = (ticket: string) => accountsKeys.loginTicket(createHash('sha256').update(ticket).digest('hex'));

export async function issueLoginTicket(
  redis: Redis,
  owner: LoginTicket,
): Promise<{ ticket: string; expiresAt: number }> {
  const ticket = randomBytes(32).toString('base64url');
  await redis.set(keyOf(ticket), JSON.stringify(owner), 'EX', TICKET_TTL_SECONDS);
  return { ticket, expiresAt: Date.now() + TICKET_TTL_SECONDS * 1000 };
}

/** The ticket's owner when it is live and used from the address that earned it; else null. */
export async function readLoginTicket(redis: Redis, ticket: string, ip: string): Promise<LoginTicket | null> {
  const text = await redis.get(keyOf(ticket));
  if (!text) return null;
  const owner = JSON.parse(text) as LoginTicket;
  return owner.ip === ip ? owner : null;
}

/** Spends the ticket; false when another request spent it first. */
export async function spendLoginTicket(redis: Redis, ticket: string): Promise<boolean> {
  return (await redis.del(keyOf(ticket))) === 1;
}
