// Every Redis key of platform/, named in one place: request rate counters, process vitals and the
// prefix of BullMQ's queues. Keys get the deployment prefix from the connection; BullMQ's connections
// have no key prefix, so queues.ts puts the deployment's in front of its own.

export const platformKeys = {
  /** Requests one client address made to a rate-limited route in the current window. */
  addressRate: (name: string, address: string) => `rate:${name}:${address}`,
  /** Requests one trader made to a rate-limited route in the current window. */
  userRate: (name: string, userId: number) => `rate:${name}:user:${userId}`,
  /** Sorted set of the processes reporting vitals, scored by their last report (epoch ms). */
  vitalsProcesses: () => 'vitals:processes',
  /** One process's latest vitals report, JSON, expiring. */
  vitalsReport: (processId: string) => `vitals:${processId}`,
  /** The prefix under which BullMQ keeps every queue's keys (`bull:<queue>:…`). */
  queues: () => 'bull',
};
