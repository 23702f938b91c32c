import { createInstance } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTextVariantWhen, textVariantPostProcessor } from './text-variant.ts';

const resources = {
  en: {
    ui: {
      home: { heading: 'Play on Core', plain: 'No variant' },
      coins_one: '{{count}} coin',
      coins_other: '{{count}} coins',
      terms: { sections: [{ heading: 'Your wallet', paragraphs: ['On the Core chain.'] }] },
      inTelegram: {
        home: { heading: 'Play in Telegram' },
        coins_one: '{{count}} Telegram coin',
        coins_other: '{{count}} Telegram coins',
        terms: { sections: [{ heading: 'Your TON wallet', paragraphs: ['Through TON Connect.'] }] },
      },
    },
  },
};

async function translator() {
  const i18n = createInstance();
  await i18n.use(textVariantPostProcessor).init({ lng: 'en', ns: ['ui'], defaultNS: 'ui', resources, postProcess: [textVariantPostProcessor.name], interpolation: { escapeValue: false } });
  return i18n;
}

afterEach(() => {
  applyTextVariantWhen(() => false);
});

describe('text variants inside the Telegram mini app', () => {
  it('are used only while the site says so, for texts, plurals and lists alike', async () => {
    const i18n = await translator();
    expect(i18n.t('home.heading')).toBe('Play on Core');
    applyTextVariantWhen(() => true);
    expect(i18n.t('home.heading')).toBe('Play in Telegram');
    expect(i18n.t('home.plain')).toBe('No variant');
    expect(i18n.t('coins', { count: 2 })).toBe('2 Telegram coins');
    expect(i18n.t('terms.sections', { returnObjects: true })).toEqual([{ heading: 'Your TON wallet', paragraphs: ['Through TON Connect.'] }]);
  });
});
