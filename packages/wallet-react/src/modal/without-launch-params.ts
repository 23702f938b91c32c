const launchParam = /^tgWebApp/;

function strip(parameters: URLSearchParams): boolean {
  const keys = [...parameters.keys()].filter((key) => launchParam.test(key));
  for (const key of keys) parameters.delete(key);
  return keys.length > 0;
}

/**
 * `href` without Telegram's launch parameters (`tgWebApp…`, in the query or the hash). They carry
 * the person's signed init data, which must not travel to another browser or to a wallet's
 * link service when the page is reopened elsewhere. Anything else in the URL is kept.
 */
export function withoutLaunchParams(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (strip(url.searchParams) && url.searchParams.size === 0) url.search = '';
  const hash = new URLSearchParams(url.hash.slice(1));
  if (strip(hash)) url.hash = hash.size === 0 ? '' : hash.toString();
  return url.href;
}
