// Every Redis key (and pub/sub channel) of realtime/, named in one place: the directory that tells
// which realtime nodes hold each trader's sockets, and each node's own channel.

export const realtimeKeys = {
  /** Sorted set of the realtime nodes, scored by each one's last heartbeat (epoch ms). */
  nodes: () => 'realtime:nodes',
  /** Sorted set of the nodes holding sockets of one trader, scored by when each said so (epoch ms); expiring. */
  ownerNodes: (userId: number) => `realtime:owner:${userId}`,
  /** The pub/sub channel of one node: the events of the traders whose sockets it holds. */
  nodeChannel: (nodeId: string) => `realtime:node:${nodeId}`,
};
