// The directory of where traders are connected, kept in Redis: each realtime node says which
// traders' sockets it holds (owners/NodePresence.ts) and beats once a second; whoever has an event
// for a trader asks which live nodes hold them and publishes to those alone. A node that died
// stops beating and is passed over within NODE_STALE_MS; what it had said expires on its own.
import type { Redis } from 'ioredis';
import { realtimeKeys } from '../realtimeKeys';

/** How often a node says it is alive, in ms. */
export const NODE_BEAT_MS = 1_000;
/** A node whose last beat is older than this is taken for dead, in ms. */
export const NODE_STALE_MS = 5_000;
/** How long a trader's entry lives unless refreshed, in ms… */
export const OWNER_TTL_MS = 10 * 60_000;
/** …and how often a node refreshes the entries of the traders it holds, in ms. */
export const OWNER_REFRESH_MS = 2 * 60_000;

export interface OwnerNodes {
  /** Whether any realtime node is alive: with none, nobody could have been told. */
  anyNodeAlive: boolean;
  /** Each live node holding sockets of any of the traders asked about, with those traders. */
  byNode: Map<string, number[]>;
}

/** The live nodes holding sockets of `userIds`: one round trip to Redis. */
export async function findOwnerNodes(
  redis: Redis,
  userIds: readonly number[],
  now = Date.now(),
): Promise<OwnerNodes> {
  const pipeline = redis.pipeline();
  pipeline.zrangebyscore(realtimeKeys.nodes(), now - NODE_STALE_MS, '+inf');
  for (const userId of userIds) pipeline.zrange(realtimeKeys.ownerNodes(userId), 0, -1);
  const replies = (await pipeline.exec()) ?? [];
  const failed = replies.find(([error]) => error);
  if (failed) throw failed[0];
  const live = new Set(replies[0]![1] as string[]);
  const byNode = new Map<string, number[]>();
  userIds.forEach((userId, index) => {
    for (const nodeId of replies[index + 1]![1] as string[]) {
      if (!live.has(nodeId)) continue;
      const owners = byNode.get(nodeId);
      if (owners) owners.push(userId);
      else byNode.set(nodeId, [userId]);
    }
  });
  return { anyNodeAlive: live.size > 0, byNode };
}
