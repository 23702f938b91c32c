import { supportLimits } from '@site/api-contract/support-limits';

export interface TicketDiagnostics {
  page: string;
  appVersion: string;
  device: string;
}

export const reportPagePath = '/submit-user-issue';

/** C0 control characters and DEL, which the server refuses in every diagnostics field. */
const isControl = (character: string): boolean => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** A path on this site (`/profile?tab=coins`), or null for anything else (another site, `//host`, junk). */
function sitePath(candidate: string | null): string | null {
  if (candidate === null || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // A path has no spaces, control characters or backslashes (which some browsers read as `/`).
  if (/[\s\\]/.test(candidate) || Array.from(candidate).some(isControl) || candidate.length > supportLimits.pageMaxLength) return null;
  return candidate;
}

/**
 * The page the visitor was on before coming to report a problem: the `from` parameter that the
 * site's own links add (`/submit-user-issue?from=/profile`), else the referrer when it is this
 * site (someone who opened the report page from a bookmark on a page of ours reloaded), else the
 * report page itself. The referrer of another site is never sent: it is not ours to pass on.
 */
export function reportedPage(from: string | null, referrer: string, origin: string): string {
  const given = sitePath(from);
  if (given !== null) return given;
  try {
    const url = new URL(referrer);
    const path = url.origin === origin ? sitePath(`${url.pathname}${url.search}`) : null;
    if (path !== null && url.pathname !== reportPagePath) return path;
  } catch {
    // no referrer, or not a URL
  }
  return reportPagePath;
}

/** One line of at most `max` characters without control characters, as the server accepts. */
const oneLine = (value: string, max: number, fallback: string): string => {
  const cleaned = Array.from(value, (character) => (isControl(character) ? ' ' : character))
    .join('')
    .trim()
    .slice(0, max);
  return cleaned === '' ? fallback : cleaned;
};

/** Exactly what is sent when the visitor agrees: the page, this build's version and the browser's user agent. */
export function collectDiagnostics(page: string, appVersion: string, userAgent: string): TicketDiagnostics {
  return {
    page,
    appVersion: oneLine(appVersion, supportLimits.appVersionMaxLength, 'unknown'),
    device: oneLine(userAgent, supportLimits.deviceMaxLength, 'unknown'),
  };
}
