/**
 * The playground's Content-Security-Policy: this page may frame the maker's game origin and
 * nothing else (docs/web/behaviour.md#the-playground). Added as a `<meta>` element, which the
 * browser enforces from then on for this document only; a policy cannot be taken back, so the
 * page is loaded afresh for each address and when the maker leaves it (`leaveAfresh`).
 */
export function frameOnlyPolicy(origin: string): string {
  return `frame-src ${origin}; child-src ${origin}`;
}

const marker = 'data-playground-policy';

/** Adds the policy for `origin` to the document's head, once (a second call for the same origin does nothing). */
export function allowFramingOnly(origin: string, doc: Document = document): void {
  const policy = frameOnlyPolicy(origin);
  if (doc.head.querySelector(`meta[${marker}]`)?.getAttribute('content') === policy) return;
  const meta = doc.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = policy;
  meta.setAttribute(marker, '');
  doc.head.append(meta);
}

/** Whether this document already carries a playground policy (then it must not outlive the page). */
export function hasFramingPolicy(doc: Document = document): boolean {
  return doc.head.querySelector(`meta[${marker}]`) !== null;
}

/**
 * After the page is gone: when the site moved on to another of its pages (not a remount of the
 * playground itself), loads that page afresh, so no other page inherits the playground's policy.
 */
export function leaveAfresh(playgroundPath: string): void {
  setTimeout(() => {
    if (hasFramingPolicy() && window.location.pathname !== playgroundPath) window.location.reload();
  }, 0);
}
