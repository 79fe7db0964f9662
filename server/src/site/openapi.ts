// The OpenAPI document of the REST API, generated from the route table (shared/src/contract/routes)
// the server mounts its handlers from: every route, its inputs, its answer and its error codes.
import { z } from 'zod';
import {
  ERRORS,
  allRoutes,
  routeErrors,
  type ErrorCode,
  type JsonRoute,
  type RawRoute,
  type RouteAuth,
} from '@tempo/shared';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, object>; required?: string[] };

const schemaOf = (type: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any' });
  return schema as JsonSchema;
};

/** `/orders/:id` → `/orders/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function securityOf(auth: RouteAuth): object {
  if (auth === 'public') return { security: [] };
  if (auth === 'trader') return { security: [{ token: [] }] };
  return { security: [{ opsBearer: [] }, { opsCookie: [] }], 'x-ops-roles': auth.ops };
}

function parametersOf(route: JsonRoute | RawRoute): object[] {
  const parameters: object[] = [{ name: 'lang', in: 'header', schema: { type: 'string', default: 'vi' } }];
  const params = route.kind === 'json' && route.params ? schemaOf(route.params, 'input') : null;
  for (const match of route.path.matchAll(/:(\w+)/g)) {
    const name = match[1]!;
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: params?.properties?.[name] ?? { type: 'string' },
    });
  }
  if (route.kind !== 'json') return parameters;
  if (route.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      schema: { type: 'string', pattern: '^[\\w-]{8,64}$' },
    });
  }
  const query = route.query ? schemaOf(route.query, 'input') : null;
  for (const [name, property] of Object.entries(query?.properties ?? {})) {
    parameters.push({
      name,
      in: 'query',
      required: query?.required?.includes(name) ?? false,
      schema: property,
    });
  }
  return parameters;
}

/** The error answers of a route, one per HTTP status, each listing its codes. */
function errorResponses(codes: readonly ErrorCode[]): Record<string, object> {
  const byHttp = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const http = ERRORS[code].http;
    byHttp.set(http, [...(byHttp.get(http) ?? []), code]);
  }
  const responses: Record<string, object> = {};
  for (const [http, list] of [...byHttp].sort(([a], [b]) => a - b)) {
    responses[String(http)] = {
      description: list.map((code) => `${code} (status ${ERRORS[code].status})`).join(', '),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return responses;
}

function jsonOperation(route: JsonRoute): object {
  const errors = routeErrors(route);
  return {
    summary: route.summary,
    ...securityOf(route.auth),
    parameters: parametersOf(route),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: route.files
              ? { 'multipart/form-data': { schema: withFiles(schemaOf(route.body, 'input'), route.files) } }
              : { 'application/json': { schema: schemaOf(route.body, 'input') } },
          },
        }
      : {}),
    'x-error-codes': errors,
    responses: {
      [String(route.successStatus ?? 200)]: {
        description: 'The envelope { status: 1, message, data }',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['status', 'message', 'data'],
              properties: {
                status: { const: 1 },
                message: { type: 'string' },
                data: schemaOf(route.response, 'output'),
              },
            },
          },
        },
      },
      ...errorResponses(errors),
    },
  };
}

/** A multipart body's schema: its text fields, plus each file field as a required binary part. */
function withFiles(schema: object, files: readonly string[]): object {
  const base = schema as { properties?: Record<string, unknown>; required?: string[] };
  const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    ...base,
    properties: { ...base.properties, ...Object.fromEntries(files.map((name) => [name, binary])) },
    required: [...(base.required ?? []), ...files],
  };
}

function rawOperation(route: RawRoute): object {
  return {
    summary: route.summary,
    ...securityOf(route.auth),
    parameters: parametersOf(route),
    ...(route.prefix ? { 'x-serves-subpaths': true } : {}),
    responses: {
      '200': { description: route.summary, content: { [route.contentType]: {} } },
      ...(route.auth === 'public' ? {} : errorResponses(['NOT_LOGGED_IN', 'FORBIDDEN'])),
    },
  };
}

/** The OpenAPI 3.1 document of every route of the table. */
export function buildOpenApi(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of allRoutes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] =
      route.kind === 'json' ? jsonOperation(route) : rawOperation(route);
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
        opsCookie: { type: 'apiKey', in: 'cookie', name: 'tempo_ops' },
      },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['status', 'message', 'data'],
          properties: {
            status: { type: 'integer', description: 'Negative: the error kind (see x-error-codes)' },
            message: { type: 'string', description: 'In the language of the lang header' },
            data: {
              type: 'object',
              required: ['code'],
              properties: {
                code: { type: 'string', enum: Object.keys(ERRORS) },
                field: { type: 'string' },
                requestId: { type: 'string' },
              },
            },
          },
        },
      },
    },
  };
}
