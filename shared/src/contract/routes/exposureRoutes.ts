// The platform's live exposure to open orders and today's settled totals. Read-only.
import { exposureView } from '../exposure';
import { OPS_PERMISSIONS } from '../opsPermissions';
import { defineRoute } from './defineRoute';

export const exposureRoutes = {
  summary: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/exposure',
    summary: 'Real-money open orders and what they would pay if all won; today’s settled totals and P/L',
    auth: { ops: OPS_PERMISSIONS.viewExposure },
    response: exposureView,
    errors: [],
  }),
};
