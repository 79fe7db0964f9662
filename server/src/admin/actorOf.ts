import type { Request } from 'express';
import { clientAddress } from '../platform/http/clientAddress';
import type { AuthAdmin } from '../platform/http/requestTypes';
import type { Actor } from './commands/actor';

/** Who did an ops action, from where, in which request: what the audit log records. */
export function actorOf(admin: AuthAdmin, req: Request): Actor {
  return { adminId: admin.id, ip: clientAddress(req), requestId: String(req.id ?? '') };
}
