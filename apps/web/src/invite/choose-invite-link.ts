import { inviteLinkFor } from './invite-link.ts';
import { telegramInviteLinkFor } from './telegram-invite-link.ts';

export interface InviteLinkInput {
  /** The account's invite code, or null while it is not known. */
  code: string | null;
  /** The website's origin, for the `/?ref=<code>` link. */
  origin: string;
  /** The configured Telegram mini-app link (`VITE_TELEGRAM_APP_URL`), or null. */
  miniAppUrl: string | null;
  insideTelegram: boolean;
}

/**
 * The invite link to show: inside Telegram with a mini app configured, the mini app with the code
 * as its start parameter (friends stay in Telegram); otherwise the website with `?ref=<code>`.
 */
export function chooseInviteLink({ code, origin, miniAppUrl, insideTelegram }: InviteLinkInput): string | null {
  if (code === null) return null;
  const telegramLink = insideTelegram && miniAppUrl !== null ? telegramInviteLinkFor(miniAppUrl, code) : null;
  return telegramLink ?? inviteLinkFor(origin, code);
}
