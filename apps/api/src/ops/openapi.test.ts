import { csrfHeader, errorsOf, routes, type RouteName } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/test-server.ts';

interface Operation {
  operationId: RouteName;
  security: Array<Record<string, string[]>>;
  parameters: Array<{ $ref?: string; name?: string; in?: string }>;
  responses: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; parameters: Record<string, { name: string; in: string; required: boolean }> };
}

const server = await startTestServer();
const { body: document } = await server.client().request<Document>('GET', '/api/openapi.json');
const operations = new Map(Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => [operation.operationId, operation] as const)));
const operation = (name: RouteName): Operation => operations.get(name) ?? expect.fail(`no operation ${name}`);
const sendsSiteRequest = (name: RouteName): boolean => operation(name).parameters.some((parameter) => parameter.$ref === '#/components/parameters/SiteRequest');

describe('GET /api/openapi.json', () => {
  it('says which operations are public and which need the session cookie', () => {
    expect(document.components.securitySchemes).toMatchObject({ session: { type: 'apiKey', in: 'cookie', name: 'sid' } });
    expect(operation('health').security).toEqual([]);
    expect(operation('emailLogin').security).toEqual([]);
    expect(operation('claimDeposit').security).toEqual([{ session: [] }]);
    expect(operation('walletVerify').security).toEqual([{}, { session: [] }]);
  });

  it('declares the CSRF header on every operation the server refuses without it, and only there', async () => {
    expect(document.components.parameters['SiteRequest']).toEqual(expect.objectContaining({ name: csrfHeader.name, in: 'header', required: true }));
    expect(sendsSiteRequest('claimDeposit')).toBe(true);
    expect(sendsSiteRequest('listDeposits')).toBe(false);
    expect(sendsSiteRequest('oidcCallback')).toBe(false);
    // What the server does: a state-changing call without the header is refused where it is declared.
    const refused = await server.client().call('emailLogin', { csrf: false, body: { email: 'a@example.org', password: 'x' } });
    expect({ declared: sendsSiteRequest('emailLogin'), status: refused.status }).toEqual({ declared: true, status: 403 });
  });

  it('lists every status an operation answers', () => {
    expect(Object.keys(operation('claimDeposit').responses)).toEqual(expect.arrayContaining(['200', '202', '400', '401', '403', '429', '500', '503']));
    expect(Object.keys(operation('health').responses).sort()).toEqual(['200', '500', '503']);
    expect(Object.keys(operation('oidcCallback').responses)).toContain('302');
    for (const name of Object.keys(routes) as RouteName[]) {
      expect(Object.keys(operation(name).responses).length, name).toBeGreaterThan(2);
    }
  });

  it('lists, per operation, the error codes of each error status: those of its contract entry', () => {
    const codesOf = (name: RouteName, status: number): unknown =>
      (operation(name).responses[status] as { content: { 'application/json': { schema: { allOf: Array<{ properties?: { error: { properties: { code: { enum: string[] } } } } }> } } } })
        .content['application/json'].schema.allOf[1]?.properties?.error.properties.code.enum;
    expect(codesOf('getGame', 404)).toEqual(['not_found']);
    expect(codesOf('getGame', 414)).toEqual(['validation_failed']);
    expect(codesOf('claimDeposit', 422)).toEqual(['deposit_failed', 'deposit_too_small', 'deposit_wrong_chain', 'deposit_wrong_recipient']);
    for (const name of Object.keys(routes) as RouteName[]) {
      for (const { status, codes } of errorsOf(name)) expect(codesOf(name, status), `${name} ${status}`).toEqual(codes);
    }
  });
});
