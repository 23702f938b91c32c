/** The code the start-up raises when the Telegram client lacks required mini-app features. */
export const notSupportedCode = 'ERR_NOT_SUPPORTED';

export class TelegramNotSupportedError extends Error {
  override name = 'TelegramNotSupportedError';
  readonly code = notSupportedCode;

  constructor() {
    super(notSupportedCode);
  }
}
