import { parse } from 'bowser';

/** The most of a User-Agent header a session keeps: enough for bowser, bounded whatever a client sends. */
export const USER_AGENT_MAX_LENGTH = 200;

export interface UserAgentNames {
  /** bowser's browser name (`Chrome`, `Safari`, `Firefox`, `Microsoft Edge`…), null when unrecognised. */
  browser: string | null;
  /** bowser's operating-system name (`Android`, `iOS`, `Windows`, `macOS`, `Linux`…), null when unrecognised. */
  system: string | null;
}

/** The browser and system a User-Agent header names, for a person to recognise their own device. */
export function readUserAgent(userAgent: string): UserAgentNames {
  if (userAgent.trim() === '') return { browser: null, system: null };
  const parsed = parse(userAgent);
  return { browser: parsed.browser.name || null, system: parsed.os.name || null };
}
