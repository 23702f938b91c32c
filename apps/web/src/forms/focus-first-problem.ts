import type { RefObject } from 'react';

/**
 * Focuses the first field of `order` that has a problem, on the next frame: after React has
 * marked it invalid, so its error is read with it.
 */
export function focusFirstProblem<Name extends string>(formRef: RefObject<HTMLFormElement | null>, order: readonly Name[], problems: Partial<Record<Name, unknown>>): void {
  const first = order.find((field) => problems[field] !== undefined);
  requestAnimationFrame(() => {
    const input = first ? formRef.current?.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  });
}
