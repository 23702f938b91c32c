import { readFileSync } from 'node:fs';
import { gameRuleKeys, gameRules } from '@site/api-contract';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { GameRulesList } from './game-rules-list.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const translation = JSON.parse(readFileSync(new URL('../../public/locales/en/ui.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  await i18n.init({ lng: 'en', resources: { en: { translation } } });
});

describe('GameRulesList (/submit)', () => {
  it('lists every game rule with the numbers of the one module the upload and the inspector read', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <GameRulesList />
      </I18nextProvider>,
    );
    expect([...html.matchAll(/data-rule="([a-zA-Z]+)"/g)].map((match) => match[1])).toEqual([...gameRuleKeys]);
    const text = html.replace(/<[^>]+>/g, ' ').replaceAll('&#x27;', "'");
    const mebibytes = (bytes: number): string => `${String(bytes / (1024 * 1024))} MiB`;
    expect(text).toContain(`At most ${mebibytes(gameRules.initialDownloadMaxBytes)} loaded before the game says it is ready.`);
    expect(text).toContain(`The whole game at most ${mebibytes(gameRules.gameMaxBytes)} and ${gameRules.gameMaxFiles.toLocaleString('en')} files.`);
    expect(text).toContain(`within ${String(gameRules.interactiveMaxMs / 1000)} seconds on a phone with its CPU ${String(gameRules.throttledCpuRate)}× slower`);
    expect(text).toContain(`A JS heap of at most ${mebibytes(gameRules.heapMaxBytes)}.`);
    expect(text).toContain("No request outside the game's own files.");
  });
});
