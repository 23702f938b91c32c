import { useLayoutEffect, useState } from 'react';
import type { ModalContainer } from '../provider/contexts.ts';
import { resolveModalContainer } from './resolve-modal-container.ts';

type Resolution = { element: Element | null; error: Error | null };

/**
 * Resolves the container after commit, so an element rendered in the same pass is found. A
 * selector that matches nothing is rethrown during render, where error boundaries see it.
 */
export function useModalContainer(container: ModalContainer | undefined): Element | null {
  const [resolution, setResolution] = useState<Resolution>({ element: null, error: null });
  useLayoutEffect(() => {
    let next: Resolution;
    try {
      next = { element: resolveModalContainer(container), error: null };
    } catch (error) {
      next = { element: null, error: error instanceof Error ? error : new Error(String(error)) };
    }
    // Reading the DOM after commit is what this effect is for; one extra render, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setResolution(next);
  }, [container]);
  if (resolution.error) throw resolution.error;
  return resolution.element;
}
