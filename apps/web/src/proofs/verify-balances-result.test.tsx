import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { telegramState } from '../telegram/telegram-state.ts';
import fixture from './ledger-proof.fixture.json';
import type { LedgerProof } from './verify-ledger-proof.ts';
import { ChainLine, DownloadProof, proofFileText } from './verify-balances-result.tsx';

const i18n = i18next.createInstance();
const english = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: { proofs: { chainSiteOnly: 'Published on the site only: no transaction on Core.' } } } } });
  const translation = JSON.parse(readFileSync(new URL('../../public/locales/en/ui.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  await english.init({ lng: 'en', resources: { en: { translation } }, interpolation: { escapeValue: false } });
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

describe("the proof's save", () => {
  const proof = fixture as LedgerProof;
  const renderSave = (): string =>
    renderToStaticMarkup(
      <I18nextProvider i18n={english}>
        <DownloadProof proof={proof} />
      </I18nextProvider>,
    );
  /** What React writes for a text: the proof's JSON as a textarea's content. */
  const escaped = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

  it('is a download of the file in a browser', () => {
    const html = renderSave();
    expect(html).toContain('>Download my proof</button>');
    expect(html).toContain('verify-proof.mjs ledger-proof-2026-11-27.json');
    expect(html).not.toContain('<textarea');
  });

  it('inside the Telegram mini app, whose webview saves no file made in the page, is the file\'s text to copy', () => {
    telegramState.set({ status: 'ready', platform: 'android', userId: 1 });
    const html = renderSave();
    expect(html).not.toContain('Download my proof');
    expect(html).toMatch(/<label for="([^"]+)">Your proof \(ledger-proof-2026-11-27\.json\)<\/label><textarea[^>]* id="\1"[^>]* readOnly=""/);
    expect(html).toContain(`>${escaped(proofFileText(proof))}</textarea>`);
    expect(html).toContain('>Copy my proof</button>');
    expect(html).toContain('Copy your proof into a file named ledger-proof-2026-11-27.json');
    expect(html).toContain('<p role="status" class="hint"></p>');
  });
});
