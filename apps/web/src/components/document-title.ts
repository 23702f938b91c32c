/** `Page · Site`, or just the site name for the home page. */
export function documentTitle(pageTitle: string, siteName: string): string {
  return pageTitle === '' || pageTitle === siteName ? siteName : `${pageTitle} · ${siteName}`;
}
