import type { Request } from 'express';

/** The client's address as Express sees it behind the configured proxies. */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
