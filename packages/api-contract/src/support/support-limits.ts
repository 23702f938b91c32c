/** The support desk's limits, on their own so that the site can read them without the schemas. */
export const supportLimits = {
  messageMaxLength: 4000,
  answerMaxLength: 4000,
  pageMaxLength: 300,
  appVersionMaxLength: 64,
  deviceMaxLength: 300,
  /** Tickets listed per page of the desk. */
  pageSize: 20,
} as const;
