import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseTranslationFile } from '../../i18n/parse-translation-file.ts';
import { VerifyEmail } from './verify-email.tsx';

/** /email-register?verify=<token> as first rendered (nothing is sent while rendering to a string). */
async function firstRender(token: string): Promise<string> {
  const i18n = createInstance();
  const file = readFileSync(join(import.meta.dirname, '../../../public/locales/en/ui.json'), 'utf8');
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { ui: parseTranslationFile(file) } }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={`/email-register?verify=${token}`}>
          <VerifyEmail token={token} />
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('VerifyEmail', () => {
  it('says at once that a link cut short is incomplete, with the form for a new one, instead of a field problem', async () => {
    const html = await firstRender('AAAA');
    expect(html).toContain('This link is incomplete or not valid');
    expect(html).toContain('Send the confirmation link again');
    expect(html).not.toContain('highlighted field');
    expect(html).not.toContain('Confirming your e-mail address');
  });

  it('confirms a whole link', async () => {
    const html = await firstRender('oFna3uT0TjF51qB0YUukKe2vcblrhzQUc8SuHwZoWcE');
    expect(html).toContain('Confirming your e-mail address');
    expect(html).not.toContain('incomplete');
  });
});
