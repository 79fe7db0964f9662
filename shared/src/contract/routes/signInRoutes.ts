// The trader's own sign-in history and live sessions: only their own are ever listed or ended.
import { endedSessions, liveSessionList, sessionIdParams, signInPage, signInQuery } from '../signIns';
import { z } from 'zod';
import { defineRoute } from './defineRoute';

export const signInRoutes = {
  history: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/security/sign-ins',
    summary: "The trader's sign-ins and failed sign-ins of the last 90 days, newest first",
    auth: 'trader',
    query: signInQuery,
    response: signInPage,
    errors: [],
  }),
  sessions: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/security/sessions',
    summary: "The trader's live sessions, newest first, the one of this request marked",
    auth: 'trader',
    response: liveSessionList,
    errors: [],
  }),
  endSession: defineRoute({
    kind: 'json',
    method: 'DELETE',
    path: '/security/sessions/:id',
    summary: 'Log out one of the trader’s devices; its sockets end at once',
    auth: 'trader',
    params: sessionIdParams,
    response: z.null(),
    errors: ['NOT_FOUND'],
  }),
  endOthers: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/security/sessions/end-others',
    summary: 'Log out every device of the trader but this one; their sockets end at once',
    auth: 'trader',
    response: endedSessions,
    errors: [],
  }),
};
