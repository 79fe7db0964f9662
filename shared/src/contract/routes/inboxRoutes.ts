// The trader's own inbox: only the owner's messages are ever listed, counted or marked.
import { z } from 'zod';
import { idParam } from '../fields';
import { inboxMessageView, inboxPage, inboxQuery, inboxUnread } from '../inbox';
import { defineRoute } from './defineRoute';

export const inboxRoutes = {
  list: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/inbox',
    summary: "The trader's messages, newest first, in the request's language",
    auth: 'trader',
    query: inboxQuery,
    response: inboxPage,
    errors: [],
  }),
  unread: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/inbox/unread',
    summary: 'How many of the trader’s messages are unread',
    auth: 'trader',
    response: inboxUnread,
    errors: [],
  }),
  markRead: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/inbox/:id/read',
    summary: 'Mark one of the trader’s messages read',
    auth: 'trader',
    params: z.object({ id: idParam }),
    response: inboxMessageView,
    errors: ['NOT_FOUND'],
  }),
  markAllRead: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/inbox/read-all',
    summary: 'Mark all of the trader’s messages read',
    auth: 'trader',
    response: inboxUnread,
    errors: [],
  }),
};
