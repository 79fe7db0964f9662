/** Who performs an ops action and from where, for the audit log. */
export interface Actor {
  adminId: number;
  ip: string;
  requestId: string;
}
