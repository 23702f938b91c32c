import { translateOr } from '../i18n/i18n.ts';

/** The error screens' texts: from the translation files when loaded, else the English written here. */
export const errorTexts = {
  somethingWentWrong: () => translateOr('errors.somethingWentWrong', 'Something went wrong'),
  unhandledError: () => translateOr('errors.unhandledError', 'An unhandled error occurred:'),
  unknownError: () => translateOr('errors.unknownError', 'Unknown error'),
  refreshPage: () => translateOr('errors.refreshPage', 'Refresh page'),
  close: () => translateOr('errors.close', 'Close'),
  oopsTitle: () => translateOr('errors.oopsTitle', 'Oops'),
  oldTelegramClient: () => translateOr('errors.oldTelegramClient', 'You are using too old Telegram client to run this application'),
};
