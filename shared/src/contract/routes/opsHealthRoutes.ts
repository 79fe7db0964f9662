// The platform's health as the ops console charts it.
import { healthView } from '../health';
import { OPS_PERMISSIONS } from '../opsPermissions';
import { defineRoute } from './defineRoute';

export const opsHealthRoutes = {
  summary: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/health',
    summary: 'Each process’s vital signs (sockets, ticks/s, settlement lag, memory) and the queue depths',
    auth: { ops: OPS_PERMISSIONS.observe },
    response: healthView,
    errors: [],
  }),
};
