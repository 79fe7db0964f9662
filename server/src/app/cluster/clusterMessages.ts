// What the cluster's primary and its processes say to each other over IPC.

/** Primary → web process: a client's connection, handed over with the message (paused). */
export const CONNECTION_MESSAGE = 'tempo:connection';
/** Process → primary: started; connections may come. */
export const READY_MESSAGE = 'tempo:ready';

/** Environment the primary gives each process it starts. */
export const CLUSTER_ENV = {
  /** The roles of this process (overrides ROLES and --roles). */
  roles: 'TEMPO_CLUSTER_ROLES',
  /** Set in the one process that adds the demo data when `--seed-demo` was asked for. */
  seeds: 'TEMPO_CLUSTER_SEEDS',
} as const;

export function isMessage(message: unknown, type: string): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}
