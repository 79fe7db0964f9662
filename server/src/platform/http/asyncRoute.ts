import type { Request, RequestHandler, Response } from 'express';
import { sendOk } from './envelope';

/**
 * A route whose handler returns its data: the result goes out in a success envelope and anything
 * thrown reaches the error handler. (Express 5 forwards rejected promises by itself.)
 */
export function route<T>(handler: (req: Request, res: Response) => Promise<T>): RequestHandler {
  return async (req, res) => {
    const data = await handler(req, res);
    if (!res.headersSent) sendOk(res, data ?? null);
  };
}

/** The client's address as Express sees it behind the configured proxies. */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
