import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText, type Problem } from './field-problem.ts';

/** The form's own error, announced when it appears; focused by the form when no field is to blame. */
export function FormProblem({ problem, problemRef, children }: { problem: Problem | null; problemRef: RefObject<HTMLDivElement | null>; children?: ReactNode }): ReactNode {
  const { t } = useTranslation();
  // The live region stays in the page, so its new text is announced.
  return (
    <div ref={problemRef} role="alert" tabIndex={-1} className={problem ? 'notice notice--error' : 'form-alert--empty'}>
      {problem && (
        <p>
          {problemText(t, problem)} {children}
        </p>
      )}
    </div>
  );
}

/** The outcome of a form, announced and focused when it arrives. */
export function FormResult({ resultRef, children }: { resultRef: RefObject<HTMLDivElement | null>; children: ReactNode }): ReactNode {
  return (
    <div ref={resultRef} role="status" tabIndex={-1} className="notice notice--success notice--stack">
      {children}
    </div>
  );
}

/** The submit button; while the form is sent it stays focusable and says so. */
export function SubmitButton({ busy, children, primary = true }: { busy: boolean; children: ReactNode; primary?: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <button type="submit" className={primary ? 'button button--primary' : 'button'} aria-disabled={busy ? true : undefined} aria-busy={busy ? true : undefined}>
      {busy ? t('forms.sending') : children}
    </button>
  );
}
