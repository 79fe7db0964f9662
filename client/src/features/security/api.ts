// The sign-in history and live sessions endpoints of the REST API, called through the route table.
import { routes } from '@tempo/shared';
import { call } from '../../lib/apiClient';

/** Sign-ins per page of the history. */
const PAGE_SIZE = 20;

/** A page of the trader's sign-ins, newest first, below `before` (the first page: null). */
export const fetchSignIns = (before: number | null) =>
  call(routes.signIns.history, {
    query: { before: before ?? undefined, limit: PAGE_SIZE },
    hideLoading: true,
    quiet: true,
  });

/** The trader's live sessions, the current one marked. */
export const fetchLiveSessions = () => call(routes.signIns.sessions, { hideLoading: true, quiet: true });

/** Logs out one of the trader's other devices. */
export const endSession = (id: number) => call(routes.signIns.endSession, { params: { id } });

/** Logs out every device of the trader but this one; how many it logged out. */
export const endOtherSessions = () => call(routes.signIns.endOthers);
