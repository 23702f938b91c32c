import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { telegramState } from '../telegram/telegram-state.ts';
import { ChainLine } from './verify-balances-result.tsx';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: { proofs: { chainSiteOnly: 'Published on the site only: no transaction on Core.' } } } } });
});

afterEach(() => {
  telegramState.set({ status: 'absent' });
});

const render = (): string =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ChainLine chain={{ status: 'site_only' }} />
    </I18nextProvider>,
  );

describe("the proof's line about the root on Core", () => {
  it('is there in a browser', () => {
    expect(render()).toContain('no transaction on Core');
  });

  it('is not inside the Telegram mini app, which may promote no chain but TON', () => {
    telegramState.set({ status: 'ready', platform: 'ios', userId: 1 });
    expect(render()).toBe('');
  });
});
