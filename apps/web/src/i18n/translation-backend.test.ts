import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nOptions } from './i18n-options.ts';
import { TranslationBackend } from './translation-backend.ts';

const englishHeading = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'public', 'locales', 'en', 'ui.json'), 'utf8')) as { home: { heading: string } }).home.heading;

type Answer = { status: number; body?: string };

/** A local translation server: `answer(path, attempt)` decides each reply; every request is logged. */
async function translationServer(answer: (path: string, attempt: number) => Answer) {
  const log: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    log.push(path);
    const { status, body = '' } = answer(path, log.filter((entry) => entry === path).length);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  servers.push(server);
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, log };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((closed) => server.close(closed))));
});

/** i18next with the site's options and backend; retries 1 ms apart (their timing is tested elsewhere). */
async function start(base: string, language: string) {
  const failed: string[] = [];
  const instance = i18next.createInstance();
  instance.on('failedLoading', (lng, ns) => failed.push(`${lng}/${ns}`));
  await instance.use(TranslationBackend).init({ ...createI18nOptions(base), lng: language, retryTimeout: 1 });
  return { instance, failed };
}

describe('TranslationBackend', () => {
  it('reads translation files over HTTP', async () => {
    const server = await translationServer(() => ({ status: 200, body: '{"home":{"heading":"From the server"}}' }));
    const { instance, failed } = await start(server.base, 'en');
    expect(instance.t('home.heading')).toBe('From the server');
    expect(server.log).toEqual(['/locales/en/ui.json']);
    expect(failed).toEqual([]);
  });

  it('uses the file once a retry succeeds', async () => {
    const server = await translationServer((_path, attempt) => (attempt < 3 ? { status: 503 } : { status: 200, body: '{"home":{"heading":"Third time"}}' }));
    const { instance } = await start(server.base, 'en');
    expect(instance.t('home.heading')).toBe('Third time');
    expect(server.log).toHaveLength(3);
  });

  it('after 5 retries of English, answers with the English texts built into the site', async () => {
    const server = await translationServer(() => ({ status: 503 }));
    const { instance, failed } = await start(server.base, 'en');
    expect(server.log).toEqual(Array.from({ length: 6 }, () => '/locales/en/ui.json'));
    expect(instance.t('home.heading')).toBe(englishHeading);
    expect(instance.resolvedLanguage).toBe('en');
    expect(failed).toEqual([]);
  });

  it('does the same at once for an answer not worth retrying (404, or a file that is not JSON)', async () => {
    const missing = await translationServer(() => ({ status: 404 }));
    expect((await start(missing.base, 'en')).instance.t('home.heading')).toBe(englishHeading);
    expect(missing.log).toHaveLength(1);
    const broken = await translationServer(() => ({ status: 200, body: '{"home": {"heading": "brok' }));
    expect((await start(broken.base, 'en')).instance.t('home.heading')).toBe(englishHeading);
    expect(broken.log).toHaveLength(1);
  });

  it('lets another language fail after its retries, and English (from the server) takes over', async () => {
    const server = await translationServer((path) => (path.includes('/es/') ? { status: 503 } : { status: 200, body: '{"home":{"heading":"English file"}}' }));
    const { instance, failed } = await start(server.base, 'es');
    expect(server.log.filter((path) => path === '/locales/es/ui.json')).toHaveLength(6);
    expect(failed).toEqual(['es/ui']);
    expect(instance.t('home.heading')).toBe('English file');
  });
});
