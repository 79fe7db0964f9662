import type { AdminRole } from '@tempo/shared';

/** The logged-in trader behind a request. */
export interface AuthUser {
  id: number;
  account: string;
  sessionId: number;
}

/** The logged-in ops admin behind a request. */
export interface AuthAdmin {
  id: number;
  username: string;
  role: AdminRole;
  sessionId: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by requestLog: the caller's x-request-id or a new one. */
    id?: string;
    user?: AuthUser;
    admin?: AuthAdmin;
  }
}
