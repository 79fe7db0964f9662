// The loopback address a generated client connects from. A Tempo cluster (WEB_CONCURRENCY > 1)
// hands each client's connections to one process by the client's address, so clients that all
// came from 127.0.0.1 would all land on one process; spread over 127.0.0.1–127.0.0.64 (every
// 127.x address is this machine) they spread over the processes as real clients do.

const SOURCE_ADDRESSES = 64;

/** The address client `client` connects from, or undefined when `url` is not an IPv4 loopback. */
export function sourceAddress(url: string, client: number): string | undefined {
  const host = new URL(url).hostname;
  if (!/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return undefined;
  return `127.0.0.${1 + (client % SOURCE_ADDRESSES)}`;
}
