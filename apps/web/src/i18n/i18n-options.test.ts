import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nOptions, detectionOrder } from './i18n-options.ts';

/** A translation backend that records each read and lets the test decide when and how it answers. */
function recordingBackend(answer: (read: { language: string; namespace: string; callback: ReadCallback }) => void) {
  const state = { active: 0, maxActive: 0, reads: [] as { language: string; namespace: string; at: number }[] };
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      state.active += 1;
      state.maxActive = Math.max(state.maxActive, state.active);
      state.reads.push({ language, namespace, at: Date.now() });
      answer({
        language,
        namespace,
        callback: (error, data) => {
          state.active -= 1;
          callback(error, data);
        },
      });
    },
  };
  return { backend, state };
}

describe('the site i18next options', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('detect the language from lng, cookie, localStorage, sessionStorage, navigator, <html lang>, in that order', () => {
    const options = createI18nOptions('/');
    expect(detectionOrder).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
    expect(options.detection).toMatchObject({ order: [...detectionOrder], lookupQuerystring: 'lng', caches: ['localStorage'] });
    const convert = (options.detection as { convertDetectedLanguage: (language: string) => string }).convertDetectedLanguage;
    expect(convert('es-MX')).toBe('es');
    expect(options).toMatchObject({ fallbackLng: 'en', ns: ['ui'], defaultNS: 'ui', supportedLngs: ['en', 'es'] });
    expect(options.backend).toMatchObject({ loadPath: '/locales/{{lng}}/{{ns}}.json' });
    expect(createI18nOptions('/app/').backend).toMatchObject({ loadPath: '/app/locales/{{lng}}/{{ns}}.json' });
  });

  it('configure 5 retries from 350 ms and 10 parallel reads', () => {
    expect(createI18nOptions('/')).toMatchObject({ maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 });
  });

  it('never run more than 10 reads at once', async () => {
    // The site reads one namespace in at most two languages, so the limit never shows there;
    // with 25 namespaces, i18next running on these options queues everything beyond 10.
    const pending: (() => void)[] = [];
    const { backend, state } = recordingBackend(({ callback }) => {
      pending.push(() => {
        callback(null, { hello: 'Hello' });
      });
    });
    const namespaces = Array.from({ length: 25 }, (_, index) => `ns${index}`);
    const instance = i18next.createInstance();
    const ready = instance.use(backend).init({ ...createI18nOptions('/'), lng: 'en', ns: namespaces });
    // Answer the reads in flight, batch after batch, until every namespace was read.
    while (state.reads.length < namespaces.length || pending.length > 0) {
      await vi.waitFor(() => {
        expect(pending.length).toBeGreaterThan(0);
      });
      expect(state.active).toBeLessThanOrEqual(10);
      for (const answer of pending.splice(0)) answer();
    }
    await ready;
    expect(state.maxActive).toBe(10);
    expect(state.reads).toHaveLength(25);
    expect(instance.t('hello', { ns: 'ns24' })).toBe('Hello');
  });

  it('give up after 5 retries (350, 700, 1400, 2800, 5600 ms apart) and still start', async () => {
    vi.useFakeTimers();
    const { backend, state } = recordingBackend(({ callback }) => {
      // What i18next-http-backend reports for a 5xx answer: an error that may be retried.
      callback('failed loading /locales/es/ui.json; status code: 503', true);
    });
    const instance = i18next.createInstance();
    const failed = vi.fn();
    instance.on('failedLoading', failed);
    const start = Date.now();
    const ready = instance.use(backend).init({ ...createI18nOptions('/'), lng: 'es', fallbackLng: false });
    await vi.advanceTimersByTimeAsync(60_000);
    await ready;
    expect(state.reads.map((read) => read.at - start)).toEqual([0, 350, 1050, 2450, 5250, 10_850]);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(instance.isInitialized).toBe(true);
  });
});
