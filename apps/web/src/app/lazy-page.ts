import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

export interface LazyPage {
  /** Renders the page: at once when its code is already loaded, else suspending until it is. */
  Page: () => ReactNode;
  /** Loads the page's code now; resolves when it is ready (or failed: the page reports that). */
  preload: () => Promise<void>;
}

/**
 * A page loaded on demand, like `React.lazy`, except that a page already loaded (by `preload`)
 * renders in the same pass instead of suspending once: the first screen then never shows
 * `Loading...` for code that is already there.
 */
export function lazyPage(load: () => PageModule): LazyPage {
  let loaded: ComponentType | undefined;
  const loadAndKeep = (): PageModule =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(loadAndKeep);
  return {
    Page: () => createElement(loaded ?? Suspending),
    preload: () => loadAndKeep().then(
      () => undefined,
      () => undefined,
    ),
  };
}
