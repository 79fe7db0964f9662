// The platform's live exposure to open orders and today's settled totals. Read-only.
export const exposureRoutes = {};
