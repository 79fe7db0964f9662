// Where a route of the table (shared/src/contract/routes) is, its path parameters filled in: the
// URL a link, an image or a call asks for, so that no client file spells an API path by hand.
import type { RouteDefinition } from '@tempo/shared';

/** Where the REST API lives; the dev server and the production server both answer it on this origin. */
export const API_BASE = '/api';

/** The names of a path's parameters: `'/orders/:id/ticks'` gives `'id'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a route's path parameters, one for each `:name` its path declares. */
export type PathParams<R extends RouteDefinition> = { [K in ParamNames<R['path']>]: string | number };

/** A route with parameters must be given them all; one without takes none. */
type PathArgs<R extends RouteDefinition> = [ParamNames<R['path']>] extends [never]
  ? []
  : [params: PathParams<R>];

/** A path template with its `:name` parameters replaced by their values, each URL-encoded. */
export function fillPath(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** The URL of `route` under the API, its parameters filled: `pathOf(routes.orders.detail, { id: 7 })` is `/api/orders/7`. */
export function pathOf<R extends RouteDefinition>(route: R, ...[params]: PathArgs<R>): string {
  return `${API_BASE}${fillPath(route.path, params ?? {})}`;
}
