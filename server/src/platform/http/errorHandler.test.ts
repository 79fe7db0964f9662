// The error handler's last line of defence: PostgreSQL refusing a value the request carried is bad
// input (4xx), not a fault; anything else unexpected stays a 500.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { withAdminClient } from '../../test/testDatabases';
import { errorHandler } from './errorHandler';

/** What PostgreSQL throws for `sql` run with `params`. */
async function postgresError(sql: string, params: unknown[]): Promise<unknown> {
  return withAdminClient((client) =>
    client.query(sql, params).then(
      () => null,
      (error: unknown) => error,
    ),
  );
}

let server: ReturnType<ReturnType<typeof express>['listen']>;
let baseUrl: string;
let thrown: unknown;

beforeAll(async () => {
  const app = express();
  app.get('/fail', () => {
    throw thrown;
  });
  app.get('/items/:id', (_req, res) => void res.json({}));
  app.use(errorHandler(createLogger('silent')));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function answerTo(error: unknown) {
  thrown = error;
  const response = await fetch(`${baseUrl}/fail`, { headers: { lang: 'en' } });
  const text = await response.text();
  return { http: response.status, text, envelope: JSON.parse(text) as { status: number; data: unknown } };
}

describe('PostgreSQL data exceptions (SQLSTATE class 22)', () => {
  it.each([
    ['22P02', 'SELECT $1::int', ['abc']],
    ['22021', 'SELECT $1::text', ['a\u0000b']],
    ['22008', "SELECT $1::date + interval '1 day'", ['0000-01-01']],
    ['22003', 'SELECT $1::int', ['99999999999']],
  ])('%s becomes VALIDATION_FAILED (422), with no SQL or stack in the answer', async (code, sql, params) => {
    const error = await postgresError(sql, params);
    expect(error).toMatchObject({ code });
    const answer = await answerTo(error);
    expect(answer.http).toBe(422);
    expect(answer.envelope).toMatchObject({ status: -1, data: { code: 'VALIDATION_FAILED' } });
    expect(answer.text).not.toMatch(/SELECT|invalid input|at .*\.(js|ts)/);
  });

  it('a real fault (another SQLSTATE) stays INTERNAL (500)', async () => {
    const error = await postgresError('SELECT * FROM no_such_table', []);
    expect(error).toMatchObject({ code: '42P01' });
    const answer = await answerTo(error);
    expect(answer.http).toBe(500);
    expect(answer.envelope).toMatchObject({ data: { code: 'INTERNAL' } });
  });
});

describe('paths the router cannot decode', () => {
  it.each(['%C0%AF', '%', '%E0%A4%A'])('/items/%s answers NOT_FOUND (404), not a 500', async (id) => {
    const response = await fetch(`${baseUrl}/items/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ data: { code: 'NOT_FOUND' } });
  });
});
