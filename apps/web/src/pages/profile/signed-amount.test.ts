import { createInstance, type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTranslationFile } from '../../i18n/parse-translation-file.ts';
import { formatSignedAmount, signedAssetAmountText } from './signed-amount.ts';

/** The site's texts in `language`, with English as the fallback, as the site loads them. */
async function translator(language: 'en' | 'es'): Promise<TFunction> {
  const i18n = createInstance();
  const file = (name: string) => ({ ui: parseTranslationFile(readFileSync(join(import.meta.dirname, `../../../public/locales/${name}/ui.json`), 'utf8')) });
  await i18n.init({ lng: language, fallbackLng: 'en', resources: { en: file('en'), es: file('es') }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('formatSignedAmount', () => {
  it('shows the direction and groups digits as the language does, exactly', () => {
    expect(formatSignedAmount('1000', 'en')).toBe('+1,000');
    expect(formatSignedAmount('-5', 'en')).toBe('-5');
    expect(formatSignedAmount('0', 'en')).toBe('0');
    expect(formatSignedAmount('9223372036854775807', 'en')).toBe('+9,223,372,036,854,775,807');
    expect(formatSignedAmount('-1234567', 'es')).toBe('-1.234.567');
  });

  it('leaves anything that is not an amount as it came', () => {
    expect(formatSignedAmount('<b>1</b>', 'en')).toBe('<b>1</b>');
  });
});

describe('signedAssetAmountText', () => {
  it('names one coin in the singular, coming in or going out, in English', async () => {
    const t = await translator('en');
    expect(signedAssetAmountText(t, 'game_coin', '-1', 'en')).toBe('-1 game coin');
    expect(signedAssetAmountText(t, 'gold_coin', '1', 'en')).toBe('+1 gold coin');
    expect(signedAssetAmountText(t, 'game_coin', '-2', 'en')).toBe('-2 game coins');
    expect(signedAssetAmountText(t, 'invite_point', '1000', 'en')).toBe('+1,000 invite points');
  });

  it('and in Spanish, where a million stays Spanish (its plural form "many" is not in the files)', async () => {
    const t = await translator('es');
    expect(signedAssetAmountText(t, 'game_coin', '-1', 'es')).toBe('-1 moneda de juego');
    expect(signedAssetAmountText(t, 'invite_point', '1', 'es')).toBe('+1 punto de invitación');
    expect(signedAssetAmountText(t, 'game_coin', '-5', 'es')).toBe('-5 monedas de juego');
    expect(signedAssetAmountText(t, 'gold_coin', '1000000', 'es')).toBe('+1.000.000 monedas de oro');
    expect(signedAssetAmountText(t, 'gold_coin', '9223372036854775807', 'es')).toBe('+9.223.372.036.854.775.807 monedas de oro');
  });
});
