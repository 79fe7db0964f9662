// A fleet of load-test clients of any kind (socket.io-client, lean Socket.IO, plain ws), opened a
// bounded number at a time and tracked the same way: who is connected, who failed to connect, who
// was dropped by the server or the network.

/** Clients being connected at once: enough to be quick, few enough not to time handshakes out. */
const CONNECTING_AT_ONCE = 100;

export interface ClientFleet {
  count: number;
  isConnected(client: number): boolean;
  connectedCount(): number;
  /** Connections that failed to open or to subscribe. */
  connectFailures: number;
  /** Connections dropped by the server or the network (not by us). */
  disconnects: number;
  close(): void;
}

/** One open client as the fleet sees it. */
export interface FleetMember {
  isOpen(): boolean;
  close(): void;
}

/**
 * Opens `count` clients with `open` (given the client's index and a function to call if the
 * connection drops later) and answers the fleet once every one has opened or failed.
 */
export async function openFleet(
  count: number,
  open: (client: number, dropped: () => void) => Promise<FleetMember>,
  onProgress?: (opened: number) => void,
): Promise<ClientFleet> {
  const members: (FleetMember | null)[] = new Array<FleetMember | null>(count).fill(null);
  let closing = false;
  const fleet: ClientFleet = {
    count,
    isConnected: (client) => members[client]?.isOpen() ?? false,
    connectedCount: () => members.filter((member) => member?.isOpen()).length,
    connectFailures: 0,
    disconnects: 0,
    close() {
      closing = true;
      for (const member of members) member?.close();
    },
  };
  const dropped = () => {
    if (!closing) fleet.disconnects++;
  };
  let next = 0;
  let opened = 0;
  const worker = async () => {
    while (next < count) {
      const client = next++;
      try {
        members[client] = await open(client, dropped);
      } catch {
        fleet.connectFailures++;
      }
      onProgress?.(++opened);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECTING_AT_ONCE, count) }, worker));
  return fleet;
}
