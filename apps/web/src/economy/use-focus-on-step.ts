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
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
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
