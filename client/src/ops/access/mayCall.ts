// What the logged-in ops user may do, read from the route table: a button shows only when the
// route it calls admits the user's role, the same list the server checks on every call.
import { useSnapshot } from 'valtio';
import type { AdminRole, RouteDefinition } from '@tempo/shared';
import { opsStore } from '../opsStore';

export function roleMayCall(route: RouteDefinition, role: AdminRole): boolean {
  return typeof route.auth === 'object' && route.auth.ops.includes(role);
}

/** Whether the logged-in ops user may call `route`. */
export function useMayCall(): (route: RouteDefinition) => boolean {
  const { identity } = useSnapshot(opsStore);
  return (route) => !!identity && roleMayCall(route, identity.role);
}
