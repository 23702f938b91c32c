import { parseSync, Visitor, type Plugin } from 'vite';

/** The contract's route tables (packages/api-contract: `*-routes.ts`), one per area. */
const routeTableFile = /[\\/]packages[\\/]api-contract[\\/]src[\\/].+-routes\.ts$/;

/**
 * `code` (a route table's source) with every route's `summary` emptied: an object with `method`
 * and `path` is a route (route-info.ts's `RouteInfo`), and its `summary` the sentence the server's
 * OpenAPI document says of it. The site's client reads a route's method, path and sign-in, never
 * its summary: 125 of them were 8.5 kB gzip on every page's path. The property stays (as `''`), so
 * each route keeps its shape.
 */
export function withoutRouteSummaries(code: string, fileName: string): string {
  const parsed = parseSync(fileName, code);
  if (parsed.errors.length > 0) throw new Error(`${fileName} could not be read for its route summaries: ${parsed.errors[0]?.message ?? ''}`);
  const values: { start: number; end: number }[] = [];
  new Visitor({
    ObjectExpression(node) {
      const keyOf = (property: (typeof node.properties)[number]): string | null => (property.type === 'Property' && property.key.type === 'Identifier' ? property.key.name : null);
      const keys = node.properties.map(keyOf);
      if (!keys.includes('method') || !keys.includes('path')) return;
      for (const property of node.properties) {
        if (property.type === 'Property' && keyOf(property) === 'summary') values.push({ start: property.value.start, end: property.value.end });
      }
    },
  }).visit(parsed.program);
  let stripped = code;
  for (const { start, end } of values.sort((a, b) => b.start - a.start)) stripped = `${stripped.slice(0, start)}''${stripped.slice(end)}`;
  return stripped;
}

/** Builds the site without the routes' summaries (`withoutRouteSummaries`); `npm start` keeps them. */
export function routeSummariesLeftOut(): Plugin {
  return {
    name: 'site:route-summaries-left-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!routeTableFile.test(id)) return null;
      return { code: withoutRouteSummaries(code, id), map: null };
    },
  };
}
