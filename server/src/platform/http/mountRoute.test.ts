// mountRoute: input parsed by the route's schemas before the handler runs, the login check of its
// auth, its success status, and (outside production) an answer its response schema refuses is a
// server fault rather than something a client decodes wrongly.
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { defineRoute, idParam } from '@tempo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { AppError } from '../AppError';
import { errorHandler } from './errorHandler';
import { TableRouter, mountRoute, type RouteGuards } from './mountRoute';

const item = defineRoute({
  kind: 'json',
  method: 'POST',
  path: '/items/:id',
  summary: 'test',
  auth: 'trader',
  params: z.object({ id: idParam }),
  body: z.object({ name: z.string() }),
  successStatus: 201,
  response: z.object({ id: z.number(), name: z.string() }),
  errors: ['UNKNOWN_SYMBOL'],
});

const opsItem = defineRoute({
  kind: 'json',
  method: 'POST',
  path: '/ops/items',
  summary: 'test',
  auth: { ops: ['superadmin'] },
  response: z.object({ actor: z.unknown(), origin: z.unknown() }),
  errors: [],
});

const trader: RequestHandler = (req, _res, next) => {
  if (req.get('token') !== 'ok') throw new AppError('NOT_LOGGED_IN');
  req.user = { id: 7, account: 'someone', sessionId: 1 };
  next();
};

const ops: RequestHandler = (req, _res, next) => {
  req.id = 'request-1';
  req.admin = { id: 3, username: 'ops', role: 'superadmin', sessionId: 2 };
  next();
};

let servers: ReturnType<ReturnType<typeof express>['listen']>[] = [];

async function serve(checkResponses: boolean): Promise<string> {
  const guards: RouteGuards = {
    trader,
    ops: () => ops,
    confirmed: () => (_req, _res, next) => next(),
    checkResponses,
  };
  const router = new TableRouter(guards);
  mountRoute(router, item, async ({ params, body, user }) => {
    // A name "wrong" answers a number where the schema wants a string; the others throw a code
    // the route declares and one it does not.
    if (body.name === 'wrong') return { id: params.id, name: user.id } as never;
    if (body.name === 'declared') throw new AppError('UNKNOWN_SYMBOL');
    if (body.name === 'undeclared') throw new AppError('INSUFFICIENT_BALANCE');
    return { id: params.id, name: body.name };
  });
  mountRoute(router, opsItem, async ({ actor, origin }) => ({ actor, origin }));
  const app = express();
  app.use(express.json());
  app.use(router.express);
  app.use(errorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function post(baseUrl: string, path: string, body: unknown, token = 'ok') {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  return { http: response.status, envelope: (await response.json()) as { status: number; data: unknown } };
}

let checked: string;
let unchecked: string;
beforeAll(async () => {
  checked = await serve(true);
  unchecked = await serve(false);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

describe('mountRoute', () => {
  it('hands the handler parsed input and answers with the route success status', async () => {
    expect(await post(checked, '/items/12', { name: 'pen' })).toEqual({
      http: 201,
      envelope: { status: 1, message: 'ok', data: { id: 12, name: 'pen' } },
    });
  });

  it('refuses bad input and a missing login before the handler runs', async () => {
    expect((await post(checked, '/items/abc', { name: 'pen' })).envelope.data).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await post(checked, '/items/1', {})).envelope.data).toMatchObject({
      code: 'EMPTY_VALUE',
      field: 'name',
    });
    expect((await post(checked, '/items/1', { name: 'pen' }, 'no')).http).toBe(401);
  });

  it('fails an answer its response schema refuses while checking, and sends it as is in production', async () => {
    const refused = await post(checked, '/items/1', { name: 'wrong' });
    expect(refused.http).toBe(500);
    expect(refused.envelope.data).toMatchObject({ code: 'INTERNAL' });
    expect((await post(unchecked, '/items/1', { name: 'wrong' })).http).toBe(201);
  });

  it('fails an error code its route does not declare while checking, and answers it as is in production', async () => {
    expect((await post(checked, '/items/1', { name: 'declared' })).envelope.data).toMatchObject({
      code: 'UNKNOWN_SYMBOL',
    });
    const refused = await post(checked, '/items/1', { name: 'undeclared' });
    expect(refused.http).toBe(500);
    expect(refused.envelope.data).toMatchObject({ code: 'INTERNAL' });
    expect((await post(unchecked, '/items/1', { name: 'undeclared' })).envelope.data).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
  });

  it('hands an ops handler the actor the audit log records and where the request came from', async () => {
    const response = await fetch(`${checked}/ops/items`, {
      method: 'POST',
      headers: { lang: 'th', 'user-agent': 'phone/1' },
    });
    const { data } = (await response.json()) as { data: unknown };
    expect(data).toEqual({
      actor: { adminId: 3, ip: '127.0.0.1', requestId: 'request-1' },
      origin: { ip: '127.0.0.1', userAgent: 'phone/1', language: 'th', requestId: 'request-1' },
    });
  });
});
