import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@site/api-contract';
import { SignedInMenu } from './account-menu.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const english = JSON.parse(readFileSync(new URL('../../public/locales/en/ui.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  await i18n.init({ lng: 'en', interpolation: { escapeValue: false }, resources: { en: { translation: english } } });
});

const account = (displayName: string): Account => ({ id: 'a', displayName, role: 'player', createdAt: '2026-01-01T00:00:00.000Z', identities: [] });

/** The menu button's visible text, as a screen reader names it (the caret is hidden from it). */
function buttonName(displayName: string): string {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <SignedInMenu account={account(displayName)} />
      </StaticRouter>
    </I18nextProvider>,
  );
  const name = /<span class="account-menu__name" dir="auto">(.*?)<\/span>/.exec(html)?.[1];
  if (name === undefined) throw new Error(`no name in ${html}`);
  return name;
}

describe('the account menu button', () => {
  it("shows the player's name, isolated from the text around it, in its own direction (a right-to-left name is cut at its end)", () => {
    expect(buttonName('Ada')).toBe('<bdi>Ada</bdi>');
  });

  it('names the account in its own words when a name saved before the rule is blank to the eye', () => {
    for (const blank of ['   ', '\u200b', '\u202e', '\u3164']) expect(buttonName(blank), JSON.stringify(blank)).toBe('Your account');
  });
});
