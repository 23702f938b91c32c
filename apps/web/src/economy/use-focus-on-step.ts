import { useEffect, useRef, type RefObject } from 'react';
import type { OperationOutcome, OperationStep } from './use-economy-operation.ts';

export interface StepFocusTargets {
  input: RefObject<HTMLInputElement | null>;
  alert: RefObject<HTMLDivElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
}

/** Focus follows the step (never on the first render): the review's heading, the failure, the result, or back to the field. */
export function useFocusOnStep<Input, Outcome extends OperationOutcome>(step: OperationStep<Input, Outcome>, targets: StepFocusTargets): void {
  const focusKey = step.name === 'review' ? `review-${step.requestId}-${step.sending ? 'sending' : step.failure ? 'failed' : 'ready'}` : step.name;
  // The step whose focus was placed: the first is only noted. A first-render flag is not enough,
  // as React's StrictMode runs a mount's effects twice in development, and the second run moved
  // the focus (and scrolled the page to the field) on opening the page.
  const focusedFor = useRef(focusKey);
  useEffect(() => {
    if (focusedFor.current === focusKey) return;
    focusedFor.current = focusKey;
    if (step.name === 'review') {
      if (step.failure) targets.alert.current?.focus();
      else if (!step.sending) targets.heading.current?.focus();
    } else if (step.name === 'edit') {
      if (step.refusal) targets.alert.current?.focus();
      else targets.input.current?.focus();
    } else {
      targets.heading.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of step moves focus
  }, [focusKey]);
}
