/** The identity subject of an e-mail address: trimmed and lowercased, so one mailbox is one identity. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
