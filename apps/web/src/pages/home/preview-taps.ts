/** What index.html's inline script keeps of a tap on the home preview, for the live page to do. */
export interface PreviewTap {
  landmark: 'header' | 'main';
  tag: string;
  href: string | null;
  id: string | null;
  text: string;
}

type TapWindow = Window & { sitePreviewTap?: PreviewTap };

/**
 * Runs inline in `<head>` (the build inlines its source, so it must not use anything outside
 * itself). The preview is inert, so a tap on one of its links or buttons reaches no element: this
 * finds the one under the finger, marks it `data-preview-pending` (drawn as getting ready) and
 * keeps it in `window.sitePreviewTap`, for `replayPreviewTap` to do once the site's code runs.
 */
export function catchPreviewTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const preview = document.querySelector('.home-preview');
      if (!preview || !document.documentElement.hasAttribute('data-home-preview')) return;
      for (const element of preview.querySelectorAll('a[href], button')) {
        const box = element.getBoundingClientRect();
        if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) continue;
        event.preventDefault();
        for (const pending of preview.querySelectorAll('[data-preview-pending]')) pending.removeAttribute('data-preview-pending');
        element.setAttribute('data-preview-pending', '');
        (window as TapWindow).sitePreviewTap = {
          landmark: element.closest('header') ? 'header' : 'main',
          tag: element.localName,
          href: element.getAttribute('href'),
          id: element.id || null,
          text: (element.textContent || '').trim(),
        };
        return;
      }
    },
    true,
  );
}

/**
 * Does what a tap on the preview asked for, on the live page's same link or button (by id, else
 * by address and text, else by text): called once the home page has rendered. At most once.
 */
export function replayPreviewTap(page: TapWindow = window): void {
  const tap = page.sitePreviewTap;
  if (!tap) return;
  delete page.sitePreviewTap;
  const scope = page.document.querySelector(tap.landmark === 'header' ? '.site-header' : '#main');
  const candidates = [...(scope?.querySelectorAll<HTMLElement>(tap.tag === 'a' ? 'a[href]' : 'button') ?? [])];
  const textOf = (element: HTMLElement): string => (element.textContent || '').trim();
  const match =
    (tap.id && candidates.find((element) => element.id === tap.id)) ||
    candidates.find((element) => element.getAttribute('href') === tap.href && textOf(element) === tap.text) ||
    candidates.find((element) => (tap.href === null || element.getAttribute('href') === tap.href) && textOf(element) === tap.text) ||
    (tap.href === null ? undefined : candidates.find((element) => element.getAttribute('href') === tap.href));
  match?.click();
}
