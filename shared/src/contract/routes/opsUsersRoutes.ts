// What ops see and do about one trader beyond the basics of adminRoutes: their records and logins.
export const opsUsersRoutes = {};
