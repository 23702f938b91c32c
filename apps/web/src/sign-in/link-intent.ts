/** `?link=1`: the page adds this way of signing in to the signed-in account instead of signing in. */
export function isLinkIntent(search: URLSearchParams): boolean {
  return search.get('link') === '1';
}
