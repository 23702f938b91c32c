import { describe, expect, it } from 'vitest';
import { routes, schemas } from './index.ts';

describe('the contract', () => {
  it('gives every route its shapes and every shape a route', () => {
    expect(Object.keys(schemas).sort()).toEqual(Object.keys(routes).sort());
  });

  it('keeps every path under /api, unique per method', () => {
    const seen = new Set<string>();
    for (const [name, route] of Object.entries(routes)) {
      expect(route.path, name).toMatch(/^\/api\//);
      const key = `${route.method} ${route.path}`;
      expect(seen.has(key), `${key} twice`).toBe(false);
      seen.add(key);
    }
  });

  it('declares every path parameter in the params schema', () => {
    for (const [name, route] of Object.entries(routes)) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const params = (schemas[name as keyof typeof schemas] as { params?: { properties: object } }).params;
      expect(Object.keys(params?.properties ?? {}).sort(), name).toEqual(names.sort());
    }
  });

  it('refuses unknown fields in every request body', () => {
    for (const [name, shapes] of Object.entries(schemas)) {
      const body = (shapes as { body?: { additionalProperties?: unknown } }).body;
      if (body) expect(body.additionalProperties, name).toBe(false);
    }
  });
});
