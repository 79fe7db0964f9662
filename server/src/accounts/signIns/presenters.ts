// What leaves the server of a sign-in and a live session: each field named here, so the stored
// user agent, the device key and a session's token hash never reach a screen by accident.
import type { LiveSessionView, SignInView } from '@tempo/shared';
import { describeDevice } from './describeDevice';
import type { LiveSessionRow } from './liveSessions';
import type { SignInRow } from './signInsRepo';

/** One sign-in; `at` in epoch ms. */
export function presentSignIn(row: SignInRow): SignInView {
  return {
    id: row.id,
    at: row.at,
    ip: row.ip,
    device: row.device,
    method: row.method,
    secondFactor: row.secondFactor,
    succeeded: row.succeeded,
  };
}

/** One live session, its device named from its user agent, marked when it is `currentSessionId`. */
export function presentLiveSession(row: LiveSessionRow, currentSessionId: number): LiveSessionView {
  return {
    id: row.id,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    ip: row.ip,
    device: describeDevice(row.userAgent).device,
    current: row.id === currentSessionId,
  };
}
