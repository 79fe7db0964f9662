// Every route an Express app serves, read from its router stack, so that a test over "all routes"
// cannot miss one added later.
import type { Server } from 'node:http';

export interface AppRoute {
  method: string;
  /** The full path pattern, such as /api/admin/users/:id. */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[]; router?: { stack?: Layer[] } };
}

interface ExpressLike {
  router?: { stack?: Layer[] };
}

/** The Express app answering `server`'s requests. */
export function expressAppOf(server: Server): ExpressLike {
  const app = server.listeners('request').find((listener) => 'router' in listener) as ExpressLike | undefined;
  if (!app?.router?.stack) throw new Error('no Express app listens on this server');
  return app;
}

/** Every method and path the app routes, mounted routers and sub-apps included, in stack order. */
export function listRoutes(app: ExpressLike): AppRoute[] {
  const routes: AppRoute[] = [];
  walk(app.router?.stack ?? [], '', routes);
  return routes;
}

function walk(stack: Layer[], prefix: string, routes: AppRoute[]): void {
  for (const layer of stack) {
    for (const path of pathsOf(layer.rawPath)) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method === '_all') continue;
          routes.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
        continue;
      }
      const inner = layer.handle?.stack ?? layer.handle?.router?.stack;
      if (inner) walk(inner, join(prefix, path), routes);
    }
  }
}

function pathsOf(rawPath: unknown): string[] {
  if (rawPath === undefined) return [''];
  const paths = Array.isArray(rawPath) ? rawPath : [rawPath];
  // A route or mount given as a regular expression has no pattern to fill in.
  if (paths.some((path) => typeof path !== 'string'))
    throw new Error(`unsupported route path ${String(rawPath)}`);
  return paths as string[];
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
