import { readFileSync } from 'node:fs';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { developerFiles } from '../developers/developer-files.ts';
import { fileSaving, type FileSaving } from '../telegram/telegram-files.ts';
import DevelopersPage from './developers-page.tsx';

const translators: Record<'en' | 'es', I18n> = { en: i18next.createInstance(), es: i18next.createInstance() };
const texts: Record<'en' | 'es', { developers: { filesOpenInBrowser: string } }> = { en: { developers: { filesOpenInBrowser: '' } }, es: { developers: { filesOpenInBrowser: '' } } };
beforeAll(async () => {
  for (const [language, i18n] of Object.entries(translators) as ['en' | 'es', I18n][]) {
    const translation = JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as { developers: { filesOpenInBrowser: string } };
    texts[language] = translation;
    await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
  }
});

afterEach(() => {
  fileSaving.set({ way: 'browser' });
});

const render = (language: 'en' | 'es' = 'en'): string =>
  renderToStaticMarkup(
    <I18nextProvider i18n={translators[language]}>
      <StaticRouter location="/developers">
        <DevelopersPage />
      </StaticRouter>
    </I18nextProvider>,
  );

/** A text as React writes it into the page. */
const asHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

const telegram = (way: 'telegram-download' | 'telegram-open-link'): FileSaving =>
  way === 'telegram-download' ? { way, download: () => Promise.resolve('downloading'), openLink: () => undefined } : { way, openLink: () => undefined };

describe('/developers downloads', () => {
  it('are links with the download attribute and the file name, wherever the site runs', () => {
    for (const saving of [{ way: 'browser' } as const, telegram('telegram-download'), telegram('telegram-open-link')]) {
      fileSaving.set(saving);
      const html = render();
      for (const { name } of Object.values(developerFiles)) expect(html, `${saving.way}: ${name}`).toContain(`href="/developers/files/${name}" download="${name}"`);
    }
  });

  it('say first, on a Telegram client too old to save files, that each opens in the browser (in English and Spanish)', () => {
    fileSaving.set(telegram('telegram-open-link'));
    expect(render()).toContain(`<p class="notice">${asHtml(texts.en.developers.filesOpenInBrowser)}</p>`);
    expect(render('es')).toContain(`<p class="notice">${asHtml(texts.es.developers.filesOpenInBrowser)}</p>`);
    expect(texts.es.developers.filesOpenInBrowser).toContain('Telegram');
  });

  it('say nothing of it in a browser or on a client that saves files', () => {
    for (const saving of [{ way: 'browser' } as const, telegram('telegram-download')]) {
      fileSaving.set(saving);
      expect(render()).not.toContain('class="notice"');
    }
  });
});
