/** Who performs an ops action and from where, for the audit log. */
export interface OpsActor {
  adminId: number;
  ip: string;
  requestId: string;
}
