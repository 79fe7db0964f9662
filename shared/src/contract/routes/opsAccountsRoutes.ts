// Ops accounts themselves, managed by the highest role: who may log in to the console, as what.
export const opsAccountsRoutes = {};
