import type { PostProcessorModule } from 'i18next';

/**
 * Where the site's texts have a variant for the place the site runs in: inside the Telegram mini
 * app, `inTelegram.<key>` replaces `<key>` wherever it exists (Telegram's rules allow no wallet,
 * chain or payment there other than TON and Stars; docs/web/behaviour.md#inside-telegram). A
 * list or object of texts is replaced leaf by leaf, so its variant keeps its shape.
 */
export const textVariantPrefix = 'inTelegram';

let variantActive: () => boolean = () => false;

/** Says when the variants apply (start-up hands in "inside the mini app"). */
export function applyTextVariantWhen(active: () => boolean): void {
  variantActive = active;
}

export const textVariantPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'textVariant',
  process(value, key, options, translator: { exists(key: string, options: object): boolean; translate(key: string, options: object): unknown }) {
    const asked = Array.isArray(key) ? (key[0] as unknown) : key;
    if (!variantActive() || typeof asked !== 'string' || asked.startsWith(`${textVariantPrefix}.`)) return value;
    const variant = `${textVariantPrefix}.${asked}`;
    if (!translator.exists(variant, options)) return value;
    const text = translator.translate(variant, options);
    return typeof text === 'string' ? text : value;
  },
};
