import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SentenceWithUserText } from './user-text.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const translation = { granted: '{{amount}} granted to {{name}}: “{{reason}}”.', welcome: 'Welcome, {{name}}' };
  await i18n.init({ lng: 'en', resources: { en: { translation } }, interpolation: { escapeValue: false } });
});

const rendered = (element: ReactNode): string => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

describe('SentenceWithUserText', () => {
  it("puts each person's text in its own isolate where the translation places it, and our values as plain text", () => {
    expect(rendered(<SentenceWithUserText i18nKey="granted" values={{ amount: '5 coins' }} userText={{ reason: 'Prize\u202e 01-12', name: 'محمد' }} />)).toBe(
      '5 coins granted to <bdi>محمد</bdi>: “<bdi>Prize\u202e 01-12</bdi>”.',
    );
  });

  it('shows the text as written, placeholders and markup included, never read as a translation or HTML', () => {
    expect(rendered(<SentenceWithUserText i18nKey="welcome" userText={{ name: '{{name}} <b>x</b> $t(granted)' }} />)).toBe('Welcome, <bdi>{{name}} &lt;b&gt;x&lt;/b&gt; $t(granted)</bdi>');
  });
});
