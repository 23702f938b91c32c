import type { ParsedMail } from 'mailparser';

/** One message as a mailbox received it: a message to two recipients is two received messages. */
export interface ReceivedMessage {
  /** The recipient's address, lowercased (from the SMTP envelope, so Bcc counts too). */
  to: string;
  /** The sender's address, lowercased. */
  from: string;
  subject: string;
  /** The plain-text body (mailparser derives it from the HTML part when there is no text part). */
  text: string;
  /** Every http(s) link in the text, in order. */
  links: string[];
}

const linkPattern = /https?:\/\/[^\s<>"')\]]+/g;

export function linksIn(text: string): string[] {
  return [...text.matchAll(linkPattern)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
}

export function receivedMessagesOf(mail: ParsedMail, recipients: readonly string[]): ReceivedMessage[] {
  const text = mail.text ?? '';
  const links = linksIn(text);
  return recipients.map((to) => ({ to: to.toLowerCase(), from: mail.from?.value[0]?.address?.toLowerCase() ?? '', subject: mail.subject ?? '', text, links }));
}
