// pathOf reads a route's parameters from its path; the table's own params schemas must name the
// same ones, so that what a link fills in is what the server parses.
import { allRoutes, routes } from '@tempo/shared';
import { describe, expect, it } from 'vitest';
import { pathOf } from './pathOf';

const namesInPath = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

describe('pathOf', () => {
  it('gives the URL of a route without parameters under the API', () => {
    expect(pathOf(routes.admin.queues)).toBe('/api/admin/queues');
  });

  it('fills every parameter of the path, each URL-encoded', () => {
    expect(pathOf(routes.orders.detail, { id: 7 })).toBe('/api/orders/7');
    expect(pathOf(routes.verification.myUpload, { id: 12 })).toBe('/api/uploads/12');
    expect(pathOf(routes.admin.removeHoliday, { calendar: 'us/equities', day: '2025-12-25' })).toBe(
      '/api/admin/holidays/us%2Fequities/2025-12-25',
    );
  });

  it('is typed from the path: a missing or unknown parameter does not compile', () => {
    // @ts-expect-error the upload's id is missing
    expect(pathOf(routes.verification.myUpload)).toBe('/api/uploads/undefined');
    // @ts-expect-error a route without parameters takes none
    expect(pathOf(routes.admin.queues, { id: 1 })).toBe('/api/admin/queues');
    // @ts-expect-error the holiday's day is missing
    expect(pathOf(routes.admin.removeHoliday, { calendar: 'us' })).toBe('/api/admin/holidays/us/undefined');
  });

  it('reads the same parameters from every path as the route table parses', () => {
    for (const route of allRoutes) {
      if (route.kind !== 'json') continue;
      const shape = (route.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), `${route.method} ${route.path}`).toEqual(
        namesInPath(route.path).sort(),
      );
    }
  });
});
