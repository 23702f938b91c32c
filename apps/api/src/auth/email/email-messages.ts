import type { OutgoingMail } from '../../mail/mailer.ts';

/**
 * The texts of every message the e-mail sign-in sends: plain text, English, short, each with its
 * link and how long the link works. Nothing here says whether another address has an account.
 */
const SITE = 'Core Games';
const ignore = 'If you did not ask for this, ignore this message: nothing changes.';

export function verifyAddressMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: `Confirm your e-mail address for ${SITE}`,
    text: [
      `To finish creating your ${SITE} account, open this link:`,
      '',
      link,
      '',
      'The link works once, for 24 hours.',
      ignore,
    ].join('\n'),
  };
}

/** A mail to an address that has an account already: what was asked and not done, then the ways back in. */
function existingAccountMail(to: string, subject: string, whatWasAsked: string, signInLabel: string, links: { signIn: string; forgot: string }): OutgoingMail {
  return {
    to,
    subject,
    text: [whatWasAsked, '', `${signInLabel}: ${links.signIn}`, `Forgot your password? Ask for a new one: ${links.forgot}`, '', ignore].join('\n'),
  };
}

export function alreadyRegisteredMail(to: string, links: { signIn: string; forgot: string }): OutgoingMail {
  return existingAccountMail(
    to,
    `You already have a ${SITE} account`,
    `Someone asked to create a ${SITE} account with this address, but you already have one, so nothing was created.`,
    'Sign in',
    links,
  );
}

export function linkAddressMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: `Confirm your e-mail address for ${SITE}`,
    text: [
      `To add this address and its password to your ${SITE} account, open this link:`,
      '',
      link,
      '',
      'The link works once, for 24 hours.',
      ignore,
    ].join('\n'),
  };
}

export function addressInUseMail(to: string, links: { signIn: string; forgot: string }): OutgoingMail {
  return existingAccountMail(
    to,
    `This address already has a ${SITE} account`,
    `Someone asked to add this address to a ${SITE} account, but it already belongs to an account, so nothing was changed.`,
    'Sign in with it',
    links,
  );
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: `Reset your ${SITE} password`,
    text: [
      'To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once, for 1 hour. Choosing a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
