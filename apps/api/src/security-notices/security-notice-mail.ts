import type { OutgoingMail } from '../mail/mailer.ts';

const SITE = 'Core Games';

export type SecurityNoticeKind =
  | 'password_changed'
  | 'password_reset'
  | 'email_added'
  | 'email_removed'
  | 'new_device'
  | 'second_factor_on'
  | 'second_factor_off'
  | 'passkey_added'
  | 'passkey_removed'
  | 'backup_code_used';

/** Where and when the change was made, as the request that made it shows it. */
export interface NoticeContext {
  at: Date;
  /** "Chrome on Linux". */
  device: string;
  /** The client's network address, as the server saw it. */
  ip: string;
  origin: string;
}

const when = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' (UTC)';

const whatHappened: Record<SecurityNoticeKind, { subject: string; line: (detail: string) => string }> = {
  password_changed: { subject: `Your ${SITE} password was changed`, line: () => `The password of your ${SITE} account was changed, and every other session was signed out.` },
  password_reset: { subject: `Your ${SITE} password was reset`, line: () => `The password of your ${SITE} account was reset through a mailed link, and every other session was signed out.` },
  email_added: { subject: `An e-mail address was added to your ${SITE} account`, line: (address) => `The address ${address} was added to your ${SITE} account: it can now sign in to it.` },
  email_removed: { subject: `This address was removed from a ${SITE} account`, line: (address) => `The address ${address} was removed from your ${SITE} account: it can no longer sign in to it.` },
  new_device: { subject: `New sign-in to your ${SITE} account`, line: () => `Your ${SITE} account was signed in to from a device or browser it had not been used on before.` },
  second_factor_on: {
    subject: `Two-step sign-in was turned on for your ${SITE} account`,
    line: () => `Two-step sign-in was turned on for your ${SITE} account: signing in now also takes a code from the authenticator app, or a backup code.`,
  },
  second_factor_off: {
    subject: `Two-step sign-in was turned off for your ${SITE} account`,
    line: () => `Two-step sign-in was turned off for your ${SITE} account: a password or another way to sign in is now enough on its own.`,
  },
  passkey_added: { subject: `A passkey was added to your ${SITE} account`, line: (name) => `The passkey "${name}" was added to your ${SITE} account: it can now sign in to it.` },
  passkey_removed: {
    subject: `A passkey was removed from your ${SITE} account`,
    line: (name) => `The passkey "${name}" was removed from your ${SITE} account: it can no longer sign in to it, and the sessions it had signed in were ended.`,
  },
  backup_code_used: { subject: `A backup code of your ${SITE} account was used`, line: (left) => `A backup code was used to sign in to your ${SITE} account or to change its two-step sign-in. ${left}` },
};

/** The `detail` of a `backup_code_used` notice: how many backup codes are left, and what to do when few are. */
export function backupCodesLeftLine(left: number): string {
  if (left === 0) return 'No backup codes are left: make new ones in your settings.';
  const count = left === 1 ? '1 backup code is left' : `${left} backup codes are left`;
  return left <= 3 ? `${count}: make new ones in your settings soon.` : `${count}.`;
}

/**
 * A security notice: what happened, when, from which browser and system, and what to do if it was
 * not the account's owner. It never carries a password, a token or a link that acts by itself.
 */
export function securityNoticeMail(to: string, kind: SecurityNoticeKind, context: NoticeContext, detail = ''): OutgoingMail {
  const notice = whatHappened[kind];
  return {
    to,
    subject: notice.subject,
    text: [
      notice.line(detail),
      '',
      `When: ${when(context.at)}`,
      `From: ${context.device}, network address ${context.ip}`,
      '',
      'If this was you, there is nothing to do.',
      '',
      'If it was not you, someone else may have your password:',
      `- change your password: ${context.origin}/change-password`,
      `- end the sessions you do not recognise, and check the ways to sign in: ${context.origin}/setting`,
      `- if you cannot sign in any more, ask for a new password: ${context.origin}/email-login?forgot=1`,
      '',
      `— ${SITE}`,
    ].join('\n'),
  };
}
