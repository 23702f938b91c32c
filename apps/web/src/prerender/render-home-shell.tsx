import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout.tsx';
import { fallbackLanguage, translationNamespace } from '../i18n/languages.ts';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';
import HomePage from '../pages/home/home-page.tsx';

/**
 * The home page as a signed-out English visitor first sees it, as static HTML (rendered at build
 * time into index.html by `vite-plugin-home-shell.ts`): shown while the site's code loads.
 */
export async function renderHomeShell(englishTranslations: string): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: fallbackLanguage,
    ns: [translationNamespace],
    defaultNS: translationNamespace,
    resources: { [fallbackLanguage]: { [translationNamespace]: parseTranslationFile(englishTranslations) } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/">
          <SiteLayout>
            <HomePage />
          </SiteLayout>
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
