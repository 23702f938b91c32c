import { useRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { strictMount } from '../../test/strict-mount.tsx';
import type { OperationOutcome, OperationStep } from './use-economy-operation.ts';
import { useFocusOnStep } from './use-focus-on-step.ts';

type Step = OperationStep<string, OperationOutcome>;

function Operation({ step }: { step: Step }): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnStep(step, { input, alert, heading });
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Review
      </h2>
      <input ref={input} aria-label="Amount" />
      <div ref={alert} tabIndex={-1} role="alert" />
    </>
  );
}

describe('useFocusOnStep under StrictMode (development, where each mount runs its effects twice)', () => {
  it('leaves the focus where it is when the page opens, and moves it with each change of step', () => {
    const root = strictMount();
    const render = (step: Step): void => root.render(<Operation step={step} />);
    render({ name: 'edit', refusal: null });
    expect(document.activeElement).toBe(document.body);

    render({ name: 'review', input: '5', requestId: 'r1', sending: false, failure: null });
    expect(document.activeElement?.tagName).toBe('H2');
    render({ name: 'edit', refusal: null });
    expect(document.activeElement?.tagName).toBe('INPUT');
    render({ name: 'edit', refusal: 'too_much' });
    expect(document.activeElement?.tagName).toBe('INPUT');
  });
});
