import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ConfirmActionProps {
  /** The button's text, and its accessible name when `buttonLabel` is not given. */
  label: string;
  /** The button's accessible name when its text alone does not say what it acts on. */
  buttonLabel?: string;
  buttonClassName?: string;
  /** Shown in place of the button, with the answers: the question and its group's name. */
  question: string;
  questionLabel?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the action runs, the confirm button says so and ignores clicks. */
  busy?: boolean;
  /** The question is being asked (e.g. to clear an earlier outcome). */
  onAsk?: () => void;
  /**
   * Runs the action; the question closes once its promise settles, done or refused: the caller
   * shows the outcome (a refusal included) and moves the focus to it.
   */
  onConfirm: () => Promise<unknown>;
}

/**
 * A destructive action that asks first, in place: the button gives way to the question with its
 * two answers. Focus follows: to the safe answer (cancel) when asked, so an Enter pressed twice
 * never acts; back to the button on cancel, by its button or Escape; after the confirmed answer,
 * to wherever the caller announces the outcome.
 */
export function ConfirmAction({ label, buttonLabel, buttonClassName = 'button button--small', question, questionLabel, confirmLabel, cancelLabel, busy = false, onAsk, onConfirm }: ConfirmActionProps): ReactNode {
  const [asking, setAsking] = useState(false);
  const focusNext = useRef<'cancel' | 'button' | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const target = focusNext.current === 'cancel' ? cancelRef.current : focusNext.current === 'button' ? buttonRef.current : null;
    focusNext.current = null;
    target?.focus();
  }, [asking]);

  const answer = (next: boolean, focus: 'cancel' | 'button'): void => {
    focusNext.current = focus;
    setAsking(next);
  };

  if (!asking) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        onClick={() => {
          onAsk?.();
          answer(true, 'cancel');
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <span
      className="row-list__actions"
      role="group"
      aria-label={questionLabel ?? question}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape keeps things as they were, like the cancel button (and goes no further: a dialog around stays open).
        event.preventDefault();
        event.stopPropagation();
        answer(false, 'button');
      }}
    >
      <span className="confirm-action__question">{question}</span>
      <button
        type="button"
        className="button button--small button--danger"
        aria-disabled={busy ? true : undefined}
        onClick={() => {
          if (busy) return;
          void onConfirm().finally(() => {
            setAsking(false);
          });
        }}
      >
        {confirmLabel}
      </button>
      <button
        ref={cancelRef}
        type="button"
        className="button button--small"
        onClick={() => {
          answer(false, 'button');
        }}
      >
        {cancelLabel}
      </button>
    </span>
  );
}
