import { ModalContainerError } from '../errors/modal-container-error.ts';
import type { ModalContainer } from '../provider/contexts.ts';

/** The element the modals mount into; throws `ModalContainerError` when a selector matches nothing. */
export function resolveModalContainer(container: ModalContainer | undefined, root: Document = document): Element {
  if (container === undefined) return root.body;
  if (typeof container !== 'string') return container;
  const element = root.querySelector(container);
  if (!element) throw new ModalContainerError(container);
  return element;
}
