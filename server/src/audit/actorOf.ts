// Reading an actor needs no ops session: the ops guard (admin's requireAdmin, handed to every
// router by app/ in RouteGuards) has already authenticated the request and put its AuthAdmin on
// it before a handler runs. So who acted is a pure function of the request, and the audit module
// stays below every domain, admin included, depending on platform/ alone.
import type { Request } from 'express';
import { clientAddress } from '../platform/http/clientAddress';
import type { AuthAdmin } from '../platform/http/requestTypes';

/** Who performs an ops action and from where, for the audit log. */
export interface Actor {
  adminId: number;
  ip: string;
  requestId: string;
}

/** Who did an ops action, from where, in which request: what the audit log records. */
export function actorOf(admin: AuthAdmin, req: Request): Actor {
  return { adminId: admin.id, ip: clientAddress(req), requestId: String(req.id ?? '') };
}
