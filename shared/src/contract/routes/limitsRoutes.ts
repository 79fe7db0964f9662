// The limits a trader sets on their own trading and deposits (server/src/limits/SPEC.md).
import {
  breakState,
  limitKeyParams,
  limitView,
  limitsView,
  setLimitBody,
  setLimitResult,
  takeBreakBody,
} from '../limits';
import { defineRoute } from './defineRoute';

export const limitsRoutes = {
  list: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/limits',
    summary: "The trader's limits: each one in force, and a loosening waiting out its 24 hours",
    auth: 'trader',
    response: limitsView,
    errors: [],
  }),
  set: defineRoute({
    kind: 'json',
    method: 'PUT',
    path: '/limits',
    summary: 'Set or remove a limit: a tighter one applies at once, a looser one after 24 hours',
    auth: 'trader',
    confirm: 'second-factor',
    body: setLimitBody,
    response: setLimitResult,
    errors: [],
  }),
  cancelPending: defineRoute({
    kind: 'json',
    method: 'DELETE',
    path: '/limits/:key/pending',
    summary: 'Cancel a loosening of a limit before it applies',
    auth: 'trader',
    params: limitKeyParams,
    response: limitView,
    errors: ['NOT_FOUND'],
  }),
  breakState: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/limits/break',
    summary: "The trader's time-out or exclusion in force, with its end",
    auth: 'trader',
    response: breakState,
    errors: [],
  }),
  takeBreak: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/limits/break',
    summary:
      'Take a time-out or an exclusion: real trading and deposits stop at once and every session ends; nobody can lift it early',
    auth: 'trader',
    body: takeBreakBody,
    response: breakState,
    errors: ['BREAK_TOO_SHORT'],
  }),
};
