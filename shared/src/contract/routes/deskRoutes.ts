// The ops console's desk: what waits for review across the queues.
import { deskCounts } from '../opsDesk';
import { OPS_PERMISSIONS } from '../opsPermissions';
import { defineRoute } from './defineRoute';

export const deskRoutes = {
  counts: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/desk',
    summary: 'How many deposits, withdrawals and verifications wait, of the queues the role may read',
    auth: { ops: OPS_PERMISSIONS.viewUsers },
    response: deskCounts,
    errors: [],
  }),
};
