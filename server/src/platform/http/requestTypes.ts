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

/** Who performs an ops action and from where: what the audit log records. */
export interface Actor {
  adminId: number;
  ip: string;
  requestId: string;
}

/** Where a request came from, as a handler may need it: for a login, a log line, its language. */
export interface RequestOrigin {
  /** The client's address behind the configured proxies. */
  ip: string;
  userAgent: string | undefined;
  /** The `lang` header: the language the client reads, when it said. */
  language: string | undefined;
  /** The caller's x-request-id or the one requestLog made. */
  requestId: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by requestLog: the caller's x-request-id or a new one. */
    id?: string;
    user?: AuthUser;
    admin?: AuthAdmin;
  }
}
