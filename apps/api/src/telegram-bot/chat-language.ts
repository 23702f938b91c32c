/** The language the bot answers in: Spanish for a Spanish Telegram, English otherwise. */
export const chatLanguage = (languageCode: unknown): 'en' | 'es' => (typeof languageCode === 'string' && languageCode.toLowerCase().startsWith('es') ? 'es' : 'en');
