// The OpenAPI document of the REST API, generated from the same zod schemas the server validates
// with, so it cannot drift from what the API accepts.
import { z } from 'zod';
import {
  adjustBalanceBody,
  adminLoginBody,
  auditLogQuery,
  candleHistoryQuery,
  changePasswordBody,
  createProductBody,
  holidayBody,
  issueOpeningCodesBody,
  loginBody,
  orderListQuery,
  placeOrderBody,
  productListQuery,
  productSandboxBody,
  registerBody,
  registerCheckBody,
  resetPasswordBody,
  setCreditScoreBody,
  tickRangeQuery,
  updateProductBody,
  userLookupQuery,
} from '@tempo/shared';

type Auth = 'public' | 'trader' | 'ops';
interface Operation {
  summary: string;
  auth: Auth;
  body?: z.ZodType;
  query?: z.ZodType;
  idempotent?: boolean;
}

const OPERATIONS: Record<string, Record<string, Operation>> = {
  '/index/siteConfig': { get: { summary: 'Site logo, customer-service link, currency', auth: 'public' } },
  '/auth/register-check': { post: { summary: 'Register step 1', auth: 'public', body: registerCheckBody } },
  '/auth/register': { post: { summary: 'Register step 2', auth: 'public', body: registerBody } },
  '/auth/login': { post: { summary: 'Log in; returns a session token', auth: 'public', body: loginBody } },
  '/auth/logout': { post: { summary: 'End this session', auth: 'trader' } },
  '/user/profile': { get: { summary: 'The personal center', auth: 'trader' } },
  '/user/password': {
    post: { summary: 'Change the login or transaction password', auth: 'trader', body: changePasswordBody },
  },
  '/user/demo/reset': { post: { summary: 'Reset the demo balance to 10,000.00', auth: 'trader' } },
  '/products': {
    get: {
      summary: 'Products with live tickers; search by symbol or name',
      auth: 'public',
      query: productListQuery,
    },
  },
  '/products/{symbol}': { get: { summary: 'One product', auth: 'public' } },
  '/quotes/{symbol}/candles': {
    get: { summary: 'Chart history, paged backwards', auth: 'public', query: candleHistoryQuery },
  },
  '/quotes/{symbol}/ticks': {
    get: {
      summary: 'Archived ticks of at most an hour with their sources and hash-chain seals, paged by cursor',
      auth: 'public',
      query: tickRangeQuery,
    },
  },
  '/orders': {
    post: { summary: 'Place a countdown order', auth: 'trader', body: placeOrderBody, idempotent: true },
    get: { summary: 'Holding or closed orders, newest first', auth: 'trader', query: orderListQuery },
  },
  '/orders/{id}': { get: { summary: 'One order with its audit ticks', auth: 'trader' } },
  '/admin/auth/login': { post: { summary: 'Ops log in', auth: 'public', body: adminLoginBody } },
  '/admin/users': { get: { summary: 'Find a user by account', auth: 'ops', query: userLookupQuery } },
  '/admin/audit-log': { get: { summary: 'The newest audit entries', auth: 'ops', query: auditLogQuery } },
  '/admin/users/{id}/balance-adjustments': {
    post: {
      summary: 'Credit or debit a balance with a reason',
      auth: 'ops',
      body: adjustBalanceBody,
      idempotent: true,
    },
  },
  '/admin/users/{id}/credit-score': {
    put: { summary: 'Set a credit score', auth: 'ops', body: setCreditScoreBody },
  },
  '/admin/users/{id}/password-reset': {
    post: { summary: 'Reset a password', auth: 'ops', body: resetPasswordBody },
  },
  '/admin/opening-codes': {
    post: { summary: 'Issue account opening codes', auth: 'ops', body: issueOpeningCodesBody },
  },
  '/admin/products': { post: { summary: 'Add a product', auth: 'ops', body: createProductBody } },
  '/admin/products/{symbol}': {
    patch: { summary: 'Change a product', auth: 'ops', body: updateProductBody },
  },
  '/admin/products/{symbol}/sandbox': {
    post: { summary: 'Put a product in the sandbox or take it out', auth: 'ops', body: productSandboxBody },
  },
  '/admin/holidays': { post: { summary: 'Add a market holiday', auth: 'ops', body: holidayBody } },
};

const schema = (type: z.ZodType) => z.toJSONSchema(type, { io: 'input', unrepresentable: 'any' });

const SECURITY: Record<Auth, object[]> = { public: [], trader: [{ token: [] }], ops: [{ opsBearer: [] }] };

export function buildOpenApi(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const [path, operations] of Object.entries(OPERATIONS)) {
    paths[path] = {};
    for (const [method, operation] of Object.entries(operations)) {
      const parameters: object[] = [
        { name: 'lang', in: 'header', schema: { type: 'string', default: 'vi' } },
      ];
      for (const match of path.matchAll(/\{(\w+)\}/g)) {
        parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
      }
      if (operation.idempotent) {
        parameters.push({
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          schema: { type: 'string', pattern: '^[\\w-]{8,64}$' },
        });
      }
      const query = operation.query
        ? (schema(operation.query) as { properties?: Record<string, object> })
        : null;
      for (const [name, property] of Object.entries(query?.properties ?? {})) {
        parameters.push({ name, in: 'query', schema: property });
      }
      paths[path][method] = {
        summary: operation.summary,
        security: SECURITY[operation.auth],
        parameters,
        ...(operation.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: schema(operation.body) } },
              },
            }
          : {}),
        responses: {
          default: {
            description: 'The envelope { status, message, data }: status 1 on success',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
          },
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tempo API', version: '1.0.0' },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token' },
        opsBearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['status', 'message', 'data'],
          properties: { status: { type: 'integer' }, message: { type: 'string' }, data: {} },
        },
      },
    },
  };
}
