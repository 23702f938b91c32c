import { describe, expect, it } from 'vitest';
import { errorCodes, errorsOf, errorStatuses, routes, schemas, statusesOf } from './index.ts';

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

  it('refuses unknown fields in every request body but the bot webhook’s', () => {
    // Telegram delivers an update it had no 2xx for again and again: the webhook takes any JSON and
    // records what it cannot read (telegram-stars-schemas.ts, TelegramUpdate).
    const takesAnyJson = ['telegramBotWebhook'];
    for (const [name, shapes] of Object.entries(schemas)) {
      const body = (shapes as { body?: { additionalProperties?: unknown; type?: unknown } }).body;
      if (takesAnyJson.includes(name)) expect(body?.type, name).toBeUndefined();
      else if (body) expect(body.additionalProperties, name).toBe(false);
    }
  });

  it('lists what each route answers: its own answers and what its fields imply', () => {
    expect(statusesOf('health')).toEqual([200, 500, 503]);
    // A path parameter: 400 for a wrong one, 414 for one past the router's length; public: no 401.
    expect(statusesOf('getGame')).toEqual([200, 400, 404, 414, 500, 503]);
    // A session, a body, the CSRF header, a rate limit, and 202 while the chain confirms.
    expect(statusesOf('claimDeposit')).toEqual([200, 202, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503]);
    // A body, the CSRF header, its own per-account limit on codes, with no session required, and the refusal of a finished sign-in.
    expect(statusesOf('secondFactorVerify')).toEqual([200, 400, 401, 403, 409, 413, 415, 429, 500, 503]);
  });

  it('lists the errors of each route by status, each code at its status in the one table', () => {
    expect(errorsOf('getGame')).toEqual([
      // Text the database cannot hold is refused by its own code on every route that takes input.
      { status: 400, codes: ['text_unstorable', 'validation_failed'] },
      { status: 404, codes: ['not_found'] },
      // The router's refusal of a path part too long, the one code at another status than its own.
      { status: 414, codes: ['validation_failed'] },
      { status: 500, codes: ['internal'] },
      { status: 503, codes: ['service_unavailable'] },
    ]);
    expect(errorsOf('claimDeposit').find(({ status }) => status === 409)?.codes).toEqual(['balance_out_of_range', 'deposit_claimed', 'idempotency_conflict', 'insufficient_balance']);
    // A role: the endpoint's own refusal and the staff's second factor, beside the CSRF header's.
    expect(errorsOf('createNews').find(({ status }) => status === 403)?.codes).toEqual(['csrf_failed', 'forbidden', 'second_factor_required']);
    for (const name of Object.keys(routes) as Array<keyof typeof routes>) {
      for (const { status, codes } of errorsOf(name)) {
        for (const code of codes) if (status !== 414) expect(errorStatuses[code], `${name} ${code}`).toBe(status);
      }
    }
    expect(new Set(errorCodes).size).toBe(Object.keys(errorStatuses).length);
  });

  it('answers text_unstorable wherever input is read, except from another service (crossSite) and in data signed as sent', () => {
    expect(errorsOf('health').flatMap(({ codes }) => codes)).not.toContain('text_unstorable');
    expect(errorsOf('putGameSave').find(({ status }) => status === 400)?.codes).toContain('text_unstorable');
    expect(errorsOf('telegramBotWebhook').flatMap(({ codes }) => codes)).not.toContain('text_unstorable');
    expect(errorsOf('telegramWidget').flatMap(({ codes }) => codes)).not.toContain('text_unstorable');
    // A browser coming back from a provider is not a service: refused like any other.
    expect(errorsOf('oidcCallback').find(({ status }) => status === 400)?.codes).toContain('text_unstorable');
  });
});
